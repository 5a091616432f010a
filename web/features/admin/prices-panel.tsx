import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { decimalAmount, minorDigits } from '../../../contract/currencies.ts'
import { PLAN_PRICE_CURRENCIES, PlanPricesUpdate, type PlanPricesView, planPricesApi } from '../../../contract/plan-prices.ts'
import { BILLING_CYCLES, PLAN_TYPES } from '../../../contract/plans.ts'
import { cardClass } from '../../components/card.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { FlashMessage } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { type ApiErrorBody, call } from '../../lib/api.ts'
import { formatMoney } from '../../lib/format.ts'
import { EmptyState, TableFrame, Th, tdClass } from './table-ui.tsx'
import { useSettingsForm } from './use-settings-form.ts'

/** "6", "6.5", "6,50" → 650 minor units ("600" → 600 for yen); anything else is not a number (the schema names the field). */
export function toMinorUnits(text: string, currency = 'eur'): number {
  const digits = minorDigits(currency)
  const match = text.trim().match(/^(\d{1,9})(?:[.,](\d+))?$/)
  if (!match || (match[2] ?? '').length > digits) return Number.NaN
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0)
}

/** An amount as the form shows it: whole units without decimals ("6"), else all of them ("6.50"). */
function toDecimal(minor: number, currency: string) {
  const scale = 10 ** minorDigits(currency)
  return minor % scale === 0 ? String(minor / scale) : decimalAmount(minor, currency)
}

function readPrices(form: HTMLFormElement, confirmCurrencyChange: boolean): unknown {
  const data = new FormData(form)
  const currency = String(data.get('currency') ?? '')
  const cycles = (plan: string) =>
    Object.fromEntries(BILLING_CYCLES.map((cycle) => [cycle, toMinorUnits(String(data.get(`${plan}.${cycle}`) ?? ''), currency)]))
  return { currency, basic: cycles('basic'), ai: cycles('ai'), ...(confirmCurrencyChange ? { confirmCurrencyChange } : {}) }
}

/** A Stripe refusal reads as its cause and, where Stripe gave one, its own reason. */
const refusal = (error: ApiErrorBody) => [error.error, ...(error.details ?? []).map((d) => d.message)].filter(Boolean).join(' ')

/** The plan prices for new subscriptions and plan changes, and what running subscriptions pay. */
export function PricesPanel({ view }: { view: PlanPricesView | null }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  // Set for the one save the admin confirmed after being told what a new currency holds back.
  const confirming = useRef(false)
  const [unconfirmed, setUnconfirmed] = useState<{ text: string; from: string; to: string } | null>(null)
  const { errors, busy, onSubmit, onInput, formRef, flash, hydrated } = useSettingsForm({
    schema: PlanPricesUpdate,
    read: (form) => readPrices(form, confirming.current),
    send: (body) => {
      // The confirmation was read into this body; a later save asks again.
      confirming.current = false
      return call(planPricesApi.update, { body })
    },
    saved: t('operator.prices.saved'),
    failed: (error) => {
      if (error.code === 'PRICES_CURRENCY_CHANGE_UNCONFIRMED' && view && formRef.current) {
        const to = String(new FormData(formRef.current).get('currency') ?? '').toUpperCase()
        setUnconfirmed({ text: error.error, from: view.prices.currency.toUpperCase(), to })
      }
      return error.code.startsWith('PRICES_') ? refusal(error) : t('operator.prices.failed')
    },
  })
  if (!view) return <LoadError message={t('operator.prices.load_failed')} />
  const { prices, subscribers } = view
  const confirm = () => {
    setUnconfirmed(null)
    confirming.current = true
    formRef.current?.requestSubmit()
  }

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
                  {(p) => (
                    <input
                      {...p}
                      name={name}
                      inputMode="decimal"
                      dir="ltr"
                      defaultValue={toDecimal(prices[plan][cycle], prices.currency)}
                    />
                  )}
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
      <ConfirmDialog
        open={unconfirmed !== null}
        title={t('operator.prices.currency_change.title')}
        confirmLabel={t('operator.prices.currency_change.confirm', { to: unconfirmed?.to })}
        cancelLabel={t('operator.prices.currency_change.keep', { from: unconfirmed?.from })}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setUnconfirmed(null)}
      >
        <p>{unconfirmed?.text}</p>
      </ConfirmDialog>

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
