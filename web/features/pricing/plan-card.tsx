import { useTranslation } from 'react-i18next'
import { yearlySaving } from '../../../contract/plan-prices.ts'
import { PLAN_FEATURES, type PlanType } from '../../../contract/plans.ts'
import { Icon } from '../../components/icon.tsx'
import { formatPrice } from './format-price.ts'
import { usePlanPrices } from './plan-prices-context.tsx'

/** Lines under the features: how the plan works beyond its price. */
const INFO_LINES: Record<PlanType, readonly string[]> = {
  basic: ['review', 'upgrade'],
  ai: ['review', 'training', 'daily_images'],
}

/** The value the choose button submits, in the spec's spelling (stored as `selected_plan`). */
const SUBMIT_VALUE: Record<PlanType, 'basic' | 'ai_creator'> = { basic: 'basic', ai: 'ai_creator' }

// Monthly is the default; the yearly variants show once the "annually" radio is checked.
const ONLY_MONTHLY = 'group-has-[#billing-annually:checked]:hidden'
const ONLY_YEARLY = 'hidden group-has-[#billing-annually:checked]:block'

export function PlanCard({ plan, lang }: { plan: PlanType; lang: string }) {
  const { t } = useTranslation()
  const featured = plan === 'ai'
  const all = usePlanPrices()
  const prices = all[plan]
  const price = (cents: number) => formatPrice(cents, all.currency, lang)
  const title = t(`pricing.plans.${plan}.title`)
  const muted = featured ? 'text-brand-100' : 'text-zinc-600'
  return (
    <li
      className={`relative flex flex-col rounded-3xl p-6 sm:p-8 ${
        featured
          ? 'bg-linear-to-b from-brand-700 to-brand-800 text-white shadow-2xl shadow-brand-600/30 md:-my-4 md:py-12'
          : 'border border-zinc-200 bg-white text-zinc-900 shadow-sm'
      }`}
    >
      {featured && (
        <p className="absolute inset-x-0 -top-3.5 mx-auto w-fit rounded-full bg-accent-500 px-4 py-1 text-xs font-bold tracking-wide text-zinc-950 uppercase shadow">
          {t('pricing.best_value')}
        </p>
      )}
      <div className="flex items-center gap-3">
        <PlanIcon plan={plan} />
        <h2 className="text-xl font-bold">{title}</h2>
      </div>
      <p className={`mt-3 text-sm leading-relaxed ${muted}`}>{t(`pricing.plans.${plan}.description`)}</p>

      <div className="mt-6">
        <p className={`flex items-baseline gap-1.5 ${ONLY_MONTHLY}`}>
          <span className="text-5xl font-extrabold tracking-tight">{price(prices.monthly)}</span>
          <span className={`text-sm font-medium ${muted}`}>{t('pricing.per_month')}</span>
        </p>
        <p className="hidden items-baseline gap-1.5 group-has-[#billing-annually:checked]:flex">
          <span className="text-5xl font-extrabold tracking-tight">{price(prices.yearly)}</span>
          <span className={`text-sm font-medium ${muted}`}>{t('pricing.per_year')}</span>
        </p>
        <p className={`mt-2 text-sm ${muted} ${ONLY_MONTHLY}`}>{t('pricing.billed_monthly')}</p>
        <p className={`mt-2 text-sm ${muted} ${ONLY_YEARLY}`}>
          {t('pricing.billed_yearly', { perMonth: price(Math.round(prices.yearly / 12)) })}{' '}
          {yearlySaving(all, plan) > 0 && (
            <strong className={featured ? 'text-white' : 'text-brand-700'}>
              {t('pricing.you_save', { amount: price(yearlySaving(all, plan)) })}
            </strong>
          )}
        </p>
      </div>

      <button
        type="submit"
        name="planType"
        value={SUBMIT_VALUE[plan]}
        className={`mt-8 w-full rounded-full px-6 py-3 text-base font-semibold shadow-sm transition disabled:cursor-wait disabled:opacity-70 ${
          featured ? 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white' : 'bg-brand-600 text-white hover:bg-brand-700'
        }`}
      >
        {t('pricing.choose', { plan: title })}
      </button>

      <h3 className="mt-8 text-sm font-semibold">{t('pricing.included')}</h3>
      <ul className="mt-4 space-y-3 text-sm">
        {PLAN_FEATURES[plan].map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Icon name="check-circle" className={`mt-0.5 size-5 shrink-0 ${featured ? 'text-accent-500' : 'text-brand-600'}`} />
            <span>{t(`pricing.features.${feature}`)}</span>
          </li>
        ))}
      </ul>

      <ul className={`mt-8 space-y-2 border-t pt-6 text-xs leading-relaxed ${featured ? 'border-white/20' : 'border-zinc-200'} ${muted}`}>
        {INFO_LINES[plan].map((line) => (
          <li key={line} className="flex items-start gap-2">
            <Icon name="info-circle" className="mt-px size-4 shrink-0" />
            <span>{t(`pricing.info.${line}`)}</span>
          </li>
        ))}
      </ul>
    </li>
  )
}

function PlanIcon({ plan }: { plan: PlanType }) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-11 shrink-0 place-items-center rounded-2xl ${plan === 'ai' ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-700'}`}
    >
      {plan === 'ai' ? <Icon name="sparkle" className="size-6" /> : <Icon name="id-card" className="size-6" />}
    </span>
  )
}
