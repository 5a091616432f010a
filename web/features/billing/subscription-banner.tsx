import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { Notice } from '../../components/notice.tsx'
import { formatDate } from '../../lib/format.ts'

export type SubscriptionAlert = Pick<SubscriptionView, 'payment_status' | 'grace_until' | 'ended_at'>

/** On the dashboard: a failed renewal or an ended subscription, and the way to fix it. */
export function SubscriptionBanner({ alert }: { alert: SubscriptionAlert | null }) {
  const { t, i18n } = useTranslation()
  if (!alert) return null
  const ended = alert.ended_at !== null
  if (!ended && alert.payment_status !== 'past_due') return null
  const text = ended
    ? t(alert.payment_status === 'expired' ? 'billing.subscription.notice.ended_unpaid' : 'billing.subscription.notice.ended', {
        date: formatDate(alert.ended_at, i18n.language, 'long'),
      })
    : t('billing.subscription.notice.past_due', { date: formatDate(alert.grace_until, i18n.language, 'long') })
  return (
    <Notice tone={ended ? 'error' : 'warning'}>
      <span>
        {text}{' '}
        <Link to="/subscription" className="font-semibold underline underline-offset-2">
          {t('billing.subscription.title')}
        </Link>
      </span>
    </Notice>
  )
}
