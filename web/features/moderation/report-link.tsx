import { useTranslation } from 'react-i18next'
import type { ReportItemKind } from '../../../contract/moderation.ts'

/**
 * "Report" on every reportable item (DSA Art. 16): a plain link to the notice form with the item
 * filled in, so it works before and without the page's script. `nofollow`: not a page to index.
 */
export function ReportLink({ kind, id, label, className = '' }: { kind: ReportItemKind; id: string; label?: string; className?: string }) {
  const { t } = useTranslation()
  // A creator page knows its username, not its id.
  const href = kind === 'creator' ? `/report?kind=creator&username=${encodeURIComponent(id)}` : `/report?kind=${kind}&id=${id}`
  return (
    <a
      href={href}
      rel="nofollow"
      aria-label={label ? t('moderation.report_label', { item: label }) : undefined}
      data-report={kind}
      className={`inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-medium text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600 ${className}`}
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-3.5" fill="currentColor">
        <path d="M4 2a1 1 0 0 1 1 1v.3l1.6-.5a6 6 0 0 1 4.1.3l.5.2a4 4 0 0 0 2.8.2l1.7-.5A1 1 0 0 1 17 4v7a1 1 0 0 1-.7 1l-2 .6a6 6 0 0 1-4.1-.3l-.5-.2a4 4 0 0 0-2.8-.2L5 12.5V17a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1z" />
      </svg>
      {t('moderation.report')}
    </a>
  )
}
