import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type CampaignJson, type CheckToday, campaignsApi } from '../../../contract/campaigns.ts'
import { cardClass } from '../../components/card.ts'
import { linkClass, primaryButtonClass } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'
import { Notice } from '../../components/notice.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { CampaignForm } from './campaign-form.tsx'
import { ExamplePopup } from './example-popup.tsx'

type Status = { state: 'loading' } | { state: 'error' } | { state: 'ready'; check: CheckToday }

/**
 * /campaign (AI plan): what visitors will see, the form for today's campaign, and when the next
 * one is possible. Whether today's exists comes from the loader (`check`; null when it could not
 * be read, then the page offers to ask again).
 */
export function CampaignPage({ user, check: initial }: { user: SidebarUser; check: CheckToday | null }) {
  const { t, i18n } = useTranslation()
  const check = useEndpoint(campaignsApi.checkToday, {}, { initial: initial ?? undefined, enabled: false })
  const [created, setCreated] = useState(false)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const status: Status = check.data
    ? { state: 'ready', check: created ? { ...check.data, alreadyCreated: true } : check.data }
    : check.loading
      ? { state: 'loading' }
      : { state: 'error' }
  const load = check.reload

  const locked = status.state !== 'ready' || status.check.alreadyCreated
  const dayEnds = status.state === 'ready' ? formatDateTime(status.check.dayEndsAt, i18n.language) : null

  function onCreated(_campaign: CampaignJson) {
    setMessage({ tone: 'success', text: t('campaigns.created') })
    setCreated(true)
  }

  return (
    <DashboardShell user={user}>
      <div className="grid grid-cols-1 gap-6">
        <div>
          <Link to="/dashboard" className={`${linkClass} inline-flex items-center gap-1 text-sm`}>
            <Icon name="chevron-back" className="size-4 rtl:-scale-x-100" />
            {t('campaigns.back')}
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-zinc-900">{t('campaigns.page_title')}</h1>
          <p className="mt-2 text-zinc-600">{t('campaigns.subtitle')}</p>
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <section className={cardClass}>
            <div role="status">
              {message && <Notice tone={message.tone}>{message.text}</Notice>}
              {!message && status.state === 'ready' && status.check.alreadyCreated && (
                <Notice tone="info">{t('campaigns.already_submitted')}</Notice>
              )}
            </div>
            {status.state === 'error' && (
              <div className="mb-5">
                <Notice tone="error">{t('campaigns.check_failed')}</Notice>
                <button type="button" onClick={() => void load()} className={`${primaryButtonClass} mt-4`}>
                  {t('campaigns.retry')}
                </button>
              </div>
            )}
            <div className={message || (status.state === 'ready' && status.check.alreadyCreated) ? 'mt-5' : ''}>
              <CampaignForm locked={locked} onCreated={onCreated} onFailed={(text) => setMessage({ tone: 'error', text })} />
            </div>
            {/* Before today's campaign exists the next one is possible now, until the UTC day ends (not from then). */}
            {dayEnds && (
              <p className="mt-5 text-sm text-zinc-600">
                {t(status.state === 'ready' && status.check.alreadyCreated ? 'campaigns.day_rule' : 'campaigns.day_rule_open', {
                  time: dayEnds,
                })}
              </p>
            )}
          </section>
          <aside aria-labelledby="campaign-example-title" className={`${cardClass} self-start`}>
            <h2 id="campaign-example-title" className="text-lg font-bold text-zinc-900">
              {t('campaigns.example_title')}
            </h2>
            <ExamplePopup />
            <p className="mt-4 text-sm text-zinc-600">{t('campaigns.note')}</p>
          </aside>
        </div>
      </div>
    </DashboardShell>
  )
}
