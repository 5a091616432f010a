import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ImportJson } from '../../../contract/imports.ts'
import { Notice } from '../../components/notice.tsx'
import { ProgressBar } from '../../components/progress-bar.tsx'
import { useImportProgress } from './use-import-progress.ts'

/** Where an import stands: its progress while it runs (polled), then what it made or why it failed. */
export function ImportStatus({ initial }: { initial: ImportJson }) {
  const { t } = useTranslation()
  const job = useImportProgress(initial)
  const videos = job.videos_skipped > 0 ? ` ${t('imports.status.videos', { count: job.videos_skipped })}` : ''
  return (
    <div role="status" className="mt-6">
      {job.status === 'running' && (
        <div className="rounded-2xl bg-white p-5 ring-1 ring-zinc-200">
          {/* Without script the page reloads itself to show the progress. */}
          <noscript>
            <meta httpEquiv="refresh" content="3" />
          </noscript>
          <ProgressBar
            label={t('imports.status.progress_label')}
            value={job.total > 0 ? Math.round((job.done / job.total) * 100) : 0}
            valueText={t('imports.status.running', { done: job.done, total: job.total })}
          />
          <p className="mt-3 text-sm text-zinc-600">{t('imports.status.keep_open')}</p>
        </div>
      )}
      {job.status === 'done' && (
        <Notice tone="success">
          {t('imports.status.done', { count: job.done })}
          {videos}{' '}
          <Link to="/dashboard#drafts" className="font-semibold underline">
            {t('imports.status.see_drafts')}
          </Link>
        </Notice>
      )}
      {job.status === 'failed' && <Notice tone="error">{job.error ?? t('imports.status.failed')}</Notice>}
    </div>
  )
}
