import { useTranslation } from 'react-i18next'
import type { StatementJson } from '../../../contract/appeals.ts'
import { Notice } from '../../components/notice.tsx'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { StatementCard } from './statement-card.tsx'

/**
 * /dashboard/moderation: every decision about the creator's content with its statement of reasons
 * (Art. 17) and, while the six months run, the form to complain (Art. 20). `sent` names the
 * decision whose complaint was just received.
 */
export function ModerationPage({ user, statements, sent }: { user: SidebarUser; statements: StatementJson[] | null; sent: string | null }) {
  const { t } = useTranslation()
  return (
    <DashboardShell user={user}>
      <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{t('appeals.dashboard.title')}</h1>
      <p className="mt-2 max-w-2xl text-zinc-700">{t('appeals.dashboard.intro')}</p>
      {statements === null ? (
        <Notice tone="error" className="mt-6">
          {t('appeals.dashboard.load_failed')}
        </Notice>
      ) : statements.length === 0 ? (
        <p className="mt-6 text-zinc-700">{t('appeals.dashboard.empty')}</p>
      ) : (
        <div className="mt-6 space-y-5">
          {statements.map((s) => (
            <StatementCard key={s.decision_id} statement={s} who="creator" sent={sent === s.decision_id} />
          ))}
        </div>
      )}
    </DashboardShell>
  )
}
