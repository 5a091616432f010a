import { useTranslation } from 'react-i18next'
import type { NoticeOutcome } from '../../../contract/appeals.ts'
import { formatDate } from '../../../contract/dates.ts'
import { Notice } from '../../components/notice.tsx'
import { StatementCard } from './statement-card.tsx'

/**
 * /appeals/:token: what became of a notifier's notice, from the signed link in the decision mail.
 * A notice that was not acted on can be complained against here, without an account.
 */
export function NoticeOutcomePage({ outcome, sent }: { outcome: NoticeOutcome | null; sent: boolean }) {
  const { t, i18n } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{t('appeals.notifier.title')}</h1>
      {outcome ? (
        <>
          <p className="mt-2 text-zinc-700">{t('appeals.notifier.intro')}</p>
          <p className="mt-1 text-sm text-zinc-600">
            {t('appeals.notifier.reported_on', { date: formatDate(outcome.reported_at, i18n.language, 'long') })} ·{' '}
            <span dir="ltr" className="[overflow-wrap:anywhere]">
              {outcome.item_url}
            </span>
          </p>
          <div className="mt-6">
            <StatementCard statement={outcome.statement} who="notifier" sent={sent} />
          </div>
        </>
      ) : (
        <Notice tone="error" className="mt-6">
          {t('appeals.notifier.link_invalid')}
        </Notice>
      )}
    </div>
  )
}
