import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import { cardClass } from '../../components/card.ts'
import { secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { urlOf } from '../../lib/api.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'

const STATUS_TONE: Record<SubscriptionView['payment_status'], string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-200',
  pending: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  canceled: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  expired: 'bg-red-50 text-red-800 ring-red-200',
}

const invoiceUrl = (file: string) => urlOf(billingApi.invoice, { params: { file } })

/** Downloads through fetch, so a failure can be told ("Failed to download invoice"). */
async function download(file: string, name: string) {
  const res = await fetch(invoiceUrl(file), { credentials: 'same-origin' }).catch(() => null)
  if (!res?.ok) return false
  const url = URL.createObjectURL(await res.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: `${name}.pdf` })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
  return true
}

/** Plan, cycle, status, amount, method, dates, promo and note, then the invoices. */
export function SubscriptionDetails({ subscription: s }: { subscription: SubscriptionView }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const [failed, setFailed] = useState(false)
  const rows: [string, React.ReactNode][] = [
    [t('billing.subscription.fields.plan'), t(`billing.subscription.plans.${s.plan_type}`)],
    [t('billing.subscription.fields.cycle'), t(`billing.subscription.cycles.${s.billing_cycle}`)],
    [t('billing.subscription.fields.amount'), formatMoney(s.amount, s.currency, lang)],
    [
      t('billing.subscription.fields.method'),
      s.card_last4 ? t('billing.subscription.card_ending', { last4: s.card_last4 }) : (s.method ?? '—'),
    ],
    [t('billing.subscription.fields.start'), formatDate(s.start_date, lang, 'long')],
  ]
  // Past due: the next attempt to charge and the end of the grace period, the dates admins see too.
  if (s.grace_until) {
    rows.push([t('billing.subscription.fields.next_attempt'), s.next_renewal ? formatDate(s.next_renewal, lang, 'long') : '—'])
    rows.push([t('billing.subscription.fields.access_until'), formatDate(s.grace_until, lang, 'long')])
  } else {
    rows.push([t('billing.subscription.fields.end'), formatDate(s.end_date, lang, 'long')])
    rows.push([
      t('billing.subscription.fields.next_renewal'),
      s.next_renewal ? formatDate(s.next_renewal, lang, 'long') : t('billing.subscription.no_renewal'),
    ])
  }
  if (s.promo_code) rows.push([t('billing.subscription.fields.promo'), <bdi key="promo">{s.promo_code}</bdi>])
  if (s.note) rows.push([t('billing.subscription.fields.note'), s.note])

  return (
    <>
      <section aria-labelledby="subscription-plan" className={cardClass}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="subscription-plan" className="text-xl font-bold text-zinc-900">
            {t(`billing.subscription.plans.${s.plan_type}`)}
          </h2>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${STATUS_TONE[s.payment_status]}`}>
            {t(`billing.subscription.status.${s.payment_status}`)}
          </span>
        </div>
        <StatusNotice subscription={s} />
        <dl className="mt-4 divide-y divide-zinc-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
              <dt className="text-zinc-600">{label}</dt>
              <dd className="font-semibold text-zinc-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="subscription-invoices" className={cardClass}>
        <h2 id="subscription-invoices" className="text-xl font-bold text-zinc-900">
          {t('billing.subscription.invoices.title')}
        </h2>
        {failed && (
          <Notice tone="error" className="mt-3">
            {t('billing.subscription.invoices.download_failed')}
          </Notice>
        )}
        {s.invoices.length === 0 ? (
          <p className="mt-3 text-sm text-zinc-600">{t('billing.subscription.invoices.none')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-zinc-100">
            {s.invoices.map((invoice) => (
              <li key={invoice.file} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
                <span>
                  <bdi className="block font-semibold text-zinc-900">{invoice.number}</bdi>
                  <span className="text-zinc-600">
                    {formatDate(invoice.issued_at, lang, 'long')} · {t(`billing.subscription.invoices.kinds.${invoice.kind}`)} ·{' '}
                    {formatMoney(invoice.amount, invoice.currency, lang)}
                  </span>
                </span>
                {/* A plain link: it downloads before the page's scripts run; after, the download goes through
                    fetch so a failure is told on the page. */}
                <a
                  href={invoiceUrl(invoice.file)}
                  download={`${invoice.number}.pdf`}
                  className={secondaryButtonClass}
                  aria-label={t('billing.subscription.invoices.download_label', { number: invoice.number })}
                  onClick={async (event) => {
                    event.preventDefault()
                    setFailed(!(await download(invoice.file, invoice.number)))
                  }}
                >
                  {t('billing.subscription.invoices.download')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

/** Why the subscription is in trouble or over, and what to do about it. */
function StatusNotice({ subscription: s }: { subscription: SubscriptionView }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  if (s.payment_status === 'past_due') {
    return (
      <Notice tone="warning" className="mt-4">
        {t('billing.subscription.notice.past_due', { date: formatDate(s.grace_until, lang, 'long') })}
      </Notice>
    )
  }
  if (s.ended_at) {
    return (
      <Notice tone={s.payment_status === 'expired' ? 'error' : 'info'} className="mt-4">
        {t(s.payment_status === 'expired' ? 'billing.subscription.notice.ended_unpaid' : 'billing.subscription.notice.ended', {
          date: formatDate(s.ended_at, lang, 'long'),
        })}
      </Notice>
    )
  }
  if (s.cancel_at_period_end) {
    return (
      <Notice tone="info" className="mt-4">
        {t('billing.subscription.notice.cancelled', { date: formatDate(s.end_date, lang, 'long') })}
      </Notice>
    )
  }
  const next = [
    s.next_plan_type && t('billing.subscription.notice.next_plan', { plan: t(`billing.subscription.plans.${s.next_plan_type}`) }),
    s.next_billing_cycle &&
      t('billing.subscription.notice.next_cycle', { cycle: t(`billing.subscription.cycles.${s.next_billing_cycle}`) }),
  ].filter(Boolean)
  if (!next.length) return null
  return (
    <Notice tone="info" className="mt-4">
      {t('billing.subscription.notice.scheduled', { date: formatDate(s.end_date, lang, 'long'), changes: next.join(', ') })}
    </Notice>
  )
}
