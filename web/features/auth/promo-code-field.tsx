import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PROMO_CODE_INPUT_MAX } from '../../../contract/auth.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import type { Answer } from '../../../contract/endpoint.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import { Spinner } from '../../components/form/buttons.tsx'
import { inputClass } from '../../components/form/field.tsx'
import { Icon } from '../../components/icon.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { usePlanPrices } from '../pricing/plan-prices-context.tsx'

export type PromoState =
  | { status: 'idle' }
  | { status: 'checking' }
  | ({ status: 'applied' } & Answer<typeof billingApi.promoCheck>)
  | { status: 'rejected'; message: string }

const ID = 'register-promoCode'

/**
 * Optional promo code with an Apply button that checks it against the chosen plan before paying
 * and shows the discounted first payment. The server checks the code again at checkout. The input
 * is uncontrolled (a code typed before the script runs goes with the form); Apply needs the
 * script and stays disabled until it runs. `initial` and `error`: a refused registration's code
 * and the server's message about it.
 */
export function PromoCodeField({
  plan,
  cycle,
  promo,
  onChange,
  initial = '',
  error,
}: {
  plan: PlanType | null
  cycle: BillingCycle | null
  promo: PromoState
  onChange: (state: PromoState) => void
  initial?: string
  error?: string
}) {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const { currency } = usePlanPrices()
  const hydrated = useHydrated()
  const [code, setCode] = useState(initial)
  const checking = promo.status === 'checking'

  async function apply() {
    const trimmed = code.trim()
    if (!trimmed || !plan || !cycle || checking) return
    onChange({ status: 'checking' })
    const result = await call(billingApi.promoCheck, { body: { code: trimmed, planType: plan, billingCycle: cycle } })
    if (result.ok) {
      onChange({ status: 'applied', ...result.data, message: result.data.message || t('register.promo.applied') })
      return
    }
    const { code: errorCode, error } = result.error
    const fallback = errorCode === 'PROMO_EXPIRED' ? t('register.promo.expired') : t('register.promo.invalid')
    onChange({ status: 'rejected', message: errorCode === 'PROMO_EXPIRED' || errorCode === 'PROMO_INVALID' ? error || fallback : fallback })
  }

  const rejected = promo.status === 'rejected' || Boolean(error)
  return (
    <div>
      <div className="flex flex-wrap items-baseline">
        <label htmlFor={ID} className="text-sm font-semibold text-zinc-800">
          {t('register.fields.promoCode')}
        </label>
        <span className="ms-1.5 text-sm text-zinc-600">({t('common.optional')})</span>
      </div>
      <div className="mt-1.5 flex gap-2">
        <input
          id={ID}
          name="promoCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={PROMO_CODE_INPUT_MAX}
          defaultValue={initial}
          aria-invalid={rejected || undefined}
          aria-describedby={`${ID}-result`}
          onChange={(event) => {
            setCode(event.target.value)
            if (promo.status !== 'idle') onChange({ status: 'idle' })
          }}
          onKeyDown={(event) => {
            // Enter here applies the code; it must not submit registration and payment.
            if (event.key === 'Enter') {
              event.preventDefault()
              void apply()
            }
          }}
          className={`${inputClass.replace('mt-1.5 ', '')} min-w-0 flex-1 uppercase placeholder:normal-case rtl:text-end`}
        />
        <button
          type="button"
          onClick={apply}
          disabled={!hydrated || !code.trim() || !plan || checking}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-xl border border-zinc-300 bg-white px-5 text-sm font-semibold text-zinc-800 transition hover:bg-zinc-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {checking && <Spinner className="size-4 border-zinc-300 border-t-brand-600" />}
          {t('register.promo.apply')}
        </button>
      </div>
      <div id={`${ID}-result`} role="status">
        {promo.status === 'applied' && (
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-emerald-700">
            <Icon name="check-circle" className="size-4 shrink-0" />
            <span>{promo.message}</span>
            <span className="font-normal text-zinc-700">
              {t('register.promo.first_payment', { amount: formatPrice(promo.amountCents, currency, lang) })}
            </span>
          </p>
        )}
        {promo.status === 'rejected' ? (
          <p className="mt-2 text-sm font-semibold text-red-700">{promo.message}</p>
        ) : (
          error && <p className="mt-2 text-sm font-semibold text-red-700">{error}</p>
        )}
      </div>
    </div>
  )
}
