import { useTranslation } from 'react-i18next'
import { MAX_EXPIRY_DAYS } from '../../../contract/admin.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import type { AdminPageData } from './admin-data.ts'
import { BroadcastForm, MaxExpiryForm } from './admin-settings.tsx'
import { AdminTabs } from './admin-tabs.tsx'
import { AuditPanel } from './audit-panel.tsx'
import { BadgesPanel } from './badges-panel.tsx'
import { FailuresPanel, SubscriptionsPanel } from './billing-panels.tsx'
import { CreatorsPanel } from './creators-panel.tsx'
import { DisclosureRuleForm } from './disclosure-rule.tsx'
import { FollowersCard } from './followers-card.tsx'
import { LegalTextsPanel } from './legal-texts-panel.tsx'
import { LinkHealthCard } from './link-health-card.tsx'
import { MailPanel } from './mail-panel.tsx'
import { PlatformPanel } from './platform-panel.tsx'
import { PricesPanel } from './prices-panel.tsx'
import { ReportsPanel } from './reports-panel.tsx'
import { SetupChecklistCard } from './setup-checklist.tsx'
import { TradersPanel } from './traders-panel.tsx'
import { TransparencyPanel } from './transparency-panel.tsx'

/**
 * /admin: the count of active creators, max expiry days and the broadcast form on top, then the tabs
 * (Influencers, Badge Requests, Subscriptions, Payment Failures, Audit log). The loader reads only
 * the selected tab; actions go through the API and then reload the loader's data.
 */
export function AdminPage({ adminId, overview, linkHealth, followers, panel, setup }: AdminPageData) {
  const { t, i18n } = useTranslation()
  const [flash, notify] = useFlash()
  const number = new Intl.NumberFormat(i18n.language)

  return (
    <div className="bg-zinc-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase rtl:tracking-normal rtl:normal-case">
              {t('admin.eyebrow')}
            </p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-zinc-900 rtl:tracking-normal">{t('admin.title')}</h1>
          </div>
          <div className="self-start rounded-2xl bg-white px-5 py-3 ring-1 ring-zinc-200 sm:self-auto">
            <p className="flex items-center gap-3">
              <span className="text-sm text-zinc-600" title={t('admin.total_hint')}>
                {t('admin.total')}
              </span>
              <span data-testid="total-influencers" className="text-2xl font-extrabold text-zinc-900 tabular-nums">
                {overview ? number.format(overview.total_influencers) : '—'}
              </span>
            </p>
            {/* What the number counts, and the creators it leaves out. */}
            <p className="sr-only">{t('admin.total_hint')}</p>
            {overview && (
              <p data-testid="creator-breakdown" className="mt-1 text-xs text-zinc-600">
                {t('admin.breakdown', {
                  approval: number.format(overview.awaiting_approval),
                  payment: number.format(overview.awaiting_payment),
                  blocked: number.format(overview.blocked),
                })}
              </p>
            )}
          </div>
        </header>

        <div className="mt-8">{setup && <SetupChecklistCard checklist={setup} />}</div>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="grid gap-6">
            <MaxExpiryForm current={overview?.max_expiry_days ?? MAX_EXPIRY_DAYS.default} />
            <DisclosureRuleForm current={overview?.require_disclosure ?? false} />
          </div>
          <BroadcastForm />
        </div>
        <div className="mt-6 grid gap-6">
          <LinkHealthCard data={linkHealth} />
          <FollowersCard totals={followers} />
        </div>

        <AdminTabs current={panel.tab} badgeCount={overview?.pending_badge_requests ?? 0}>
          <FlashMessage flash={flash} noticeClassName="mb-4" />
          {panel.tab === 'influencers' && (
            <CreatorsPanel adminId={adminId} search={panel.search} page={panel.page} list={panel.list} notify={notify} />
          )}
          {panel.tab === 'badges' && <BadgesPanel stories={panel.stories} notify={notify} />}
          {panel.tab === 'subscriptions' && <SubscriptionsPanel subscriptions={panel.subscriptions} />}
          {panel.tab === 'failures' && <FailuresPanel failures={panel.failures} />}
          {panel.tab === 'mail' && <MailPanel mail={panel.mail} />}
          {panel.tab === 'audit' && <AuditPanel page={panel.page} log={panel.log} />}
          {panel.tab === 'prices' && <PricesPanel view={panel.prices} />}
          {panel.tab === 'legal' && <LegalTextsPanel view={panel.texts} />}
          {panel.tab === 'traders' && <TradersPanel list={panel.traders} status={panel.status} />}
          {panel.tab === 'transparency' && <TransparencyPanel report={panel.report} from={panel.from} to={panel.to} />}
          {panel.tab === 'reports' && <ReportsPanel queue={panel.queue} />}
          {panel.tab === 'platform' && <PlatformPanel settings={panel.settings} />}
        </AdminTabs>
      </div>
    </div>
  )
}
