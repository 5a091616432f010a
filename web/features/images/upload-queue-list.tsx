import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'
import { ProgressBar } from '../../components/progress-bar.tsx'
import type { useUploadQueue } from './use-upload-queue.ts'

/** The batch's photos, each with its own progress, outcome and Retry; a summary for screen readers. */
export function UploadQueueList({ queue }: { queue: ReturnType<typeof useUploadQueue> }) {
  const { t } = useTranslation()
  const id = useId()
  const { items } = queue
  if (items.length === 0) return null
  const done = items.filter((i) => i.state === 'done').length
  const finished = items.every((i) => i.state === 'done' || i.state === 'failed')
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-zinc-200 pt-5">
      <h3 id={`${id}-title`} className="text-base font-semibold text-zinc-900">
        {t('images.queue_title')}
      </h3>
      <p role="status" aria-live="polite" className="mt-1 text-sm text-zinc-700">
        {finished && done > 0 ? t('images.drafts_saved', { count: done }) : t('images.queue_summary', { done, total: items.length })}
      </p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.key} className="grid gap-2 rounded-2xl bg-zinc-50 p-3 ring-1 ring-zinc-200">
            <p className="truncate text-sm font-medium text-zinc-900" dir="auto" title={item.file.name}>
              {item.file.name}
            </p>
            {item.state === 'uploading' && (
              <ProgressBar
                label={t('images.progress_named', { name: item.file.name })}
                value={Math.round(item.progress * 100)}
                valueText={t('images.percent', { value: Math.round(item.progress * 100) })}
              />
            )}
            {item.state === 'waiting' && <p className="text-sm text-zinc-600">{t('images.queue_waiting')}</p>}
            {item.state === 'done' && (
              <p className="flex items-center gap-1.5 text-sm font-medium text-green-800">
                <Icon name="check" className="size-4" />
                {t('images.queue_done')}
              </p>
            )}
            {item.state === 'failed' && (
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 flex-1 text-sm font-medium text-red-700">{t('images.queue_failed', { error: item.error })}</p>
                <button
                  type="button"
                  onClick={() => queue.retry(item.key)}
                  aria-label={t('images.retry_named', { name: item.file.name })}
                  className={secondaryButtonClass}
                >
                  {t('images.retry')}
                </button>
                <button
                  type="button"
                  onClick={() => queue.remove(item.key)}
                  aria-label={t('images.remove_named', { name: item.file.name })}
                  className="text-sm font-semibold text-zinc-700 underline-offset-2 hover:underline"
                >
                  ×
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
