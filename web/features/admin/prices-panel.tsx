import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { PLAN_PRICE_CURRENCIES, PlanPrices, type PlanPricesView, planPricesApi } from '../../../contract/plan-prices.ts'
import { BILLING_CYCLES, PLAN_TYPES } from '../../../contract/plans.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { formatMoney } from '../../lib/format.ts'
import { EmptyState, TableFrame, Th, tdClass } from './table-ui.tsx'
import { useSettingsForm } from './use-settings-form.ts'

/** "6", "6.5", "6,50" → 650 minor units; anything else is not a number (the schema names the field). */
export function toMinorUnits(text: string): number {
  const match = text.trim().match(/^(\d{1,7})(?:[.,](\d{1,2}))?$/)
  if (!match) return Number.NaN
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

const toDecimal = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2))

function readPrices(form: HTMLFormElement): unknown {
  const data = new FormData(form)
  const cycles = (plan: string) =>
    Object.fromEntries(BILLING_CYCLES.map((cycle) => [cycle, toMinorUnits(String(data.get(`${plan}.${cycle}`) ?? ''))]))
  return { currency: String(data.get('currency') ?? ''), basic: cycles('basic'), ai: cycles('ai') }
}

/** The plan prices for new subscriptions and plan changes, and what running subscriptions pay. */
export function PricesPanel({ view }: { view: PlanPricesView | null }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const { errors, busy, onSubmit, onInput, formRef, flash, hydrated } = useSettingsForm({
    schema: PlanPrices,
    read: readPrices,
    send: (body) => call(planPricesApi.update, { body }),
    saved: t('operator.prices.saved'),
    failed: (error) => (error.code === 'PRICES_NOT_CREATED' ? error.error : t('operator.prices.failed')),
  })
  if (!view) return <Notice tone="error">{t('operator.prices.load_failed')}</Notice>
  const { prices, subscribers } = view

  return (
    <div className="grid gap-6">
      <form ref={formRef} noValidate onSubmit={onSubmit} onInput={onInput} className={`${cardClass} grid gap-4`}>
        <div>
          <h2 className="text-lg font-bold text-zinc-900">{t('operator.prices.title')}</h2>
          <p className="mt-1 text-sm text-zinc-600">{t('operator.prices.hint')}</p>
        </div>
        <Field id={`${id}-currency`} label={t('operator.prices.currency')} error={errors.currency} className="sm:max-w-xs">
          {(p) => (
            <select {...p} name="currency" defaultValue={prices.currency}>
              {PLAN_PRICE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code.toUpperCase()}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {PLAN_TYPES.flatMap((plan) =>
            BILLING_CYCLES.map((cycle) => {
              const name = `${plan}.${cycle}`
              return (
                <Field
                  key={name}
                  id={`${id}-${plan}-${cycle}`}
                  label={t('operator.prices.field', {
                    plan: t(`operator.prices.plans.${plan}`),
                    cycle: t(`operator.prices.cycles.${cycle}`),
                  })}
                  error={errors[name]}
                >
                  {(p) => <input {...p} name={name} inputMode="decimal" dir="ltr" defaultValue={toDecimal(prices[plan][cycle])} />}
                </Field>
              )
            }),
          )}
        </div>
        <div>
          <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('operator.saving')} className="px-6">
            {t('operator.prices.save')}
          </SubmitButton>
          <FlashMessage flash={flash} />
        </div>
      </form>

      <section aria-labelledby={`${id}-who`} className="grid gap-3">
        <h2 id={`${id}-who`} className="text-lg font-bold text-zinc-900">
          {t('operator.prices.who_title')}
        </h2>
        <p className="text-sm text-zinc-600">{t('operator.prices.who_hint')}</p>
        {subscribers.length === 0 ? (
          <EmptyState>{t('operator.prices.who_empty')}</EmptyState>
        ) : (
          <TableFrame
            caption={t('operator.prices.who_title')}
            head={(['plan', 'price', 'count'] as const).map((column) => <Th key={column}>{t(`operator.prices.columns.${column}`)}</Th>)}
          >
            {subscribers.map((row) => (
              <tr key={`${row.plan_type}-${row.billing_cycle}-${row.amount}-${row.currency}`}>
                <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
                  {t(`operator.prices.plans.${row.plan_type}`)} · {t(`operator.prices.cycles.${row.billing_cycle}`)}
                </th>
                <td className={`${tdClass} whitespace-nowrap`} data-label={t('operator.prices.columns.price')}>
                  {formatMoney(row.amount, row.currency, i18n.language)}
                </td>
                <td className={`${tdClass} tabular-nums`} data-label={t('operator.prices.columns.count')}>
                  {new Intl.NumberFormat(i18n.language).format(row.count)}
                </td>
              </tr>
            ))}
          </TableFrame>
        )}
      </section>
    </div>
  )
}
