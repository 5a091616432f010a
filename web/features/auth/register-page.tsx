import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { type BillingCycle, PLAN_FEATURES, type PlanType } from '../../../contract/plans.ts'
import { linkClass, Spinner } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'
import { Notice } from '../../components/notice.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { usePlanPrices } from '../pricing/plan-prices-context.tsx'
import type { PromoState } from './promo-code-field.tsx'
import { RegisterForm } from './register-form.tsx'
import { useSelectedPlan } from './use-selected-plan.ts'

/**
 * Registration with the plan chosen on /pricing beside the form. Without a plan there is nothing
 * to pay for, so the visitor goes back to /pricing. A plan in the address (`chosen`, chosen before
 * or without the script) shows the form at once; a stored one once the browser runs; until then
 * the page says it is checking, with a link to choose one, instead of a form that cannot be sent.
 */
export function RegisterPage({ chosen = null }: { chosen?: { plan: PlanType; cycle: BillingCycle } | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const selected = useSelectedPlan(chosen)
  const [promo, setPromo] = useState<PromoState>({ status: 'idle' })

  useEffect(() => {
    if (selected.status === 'missing') navigate('/pricing', { replace: true })
  }, [selected.status, navigate])

  const plan = selected.status === 'ready' ? selected.plan : null
  const cycle = selected.status === 'ready' ? selected.cycle : null

  return (
    <div className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:py-14 lg:grid-cols-[7fr_5fr] lg:items-start lg:gap-10">
        <section className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-brand-600/5 ring-zinc-200 sm:p-10">
          <h1 id="register-title" className="text-3xl font-extrabold tracking-tight text-zinc-900">
            {t('register.title')}
          </h1>
          <p className="mt-2 text-zinc-600">{t('register.subtitle')}</p>
          <p className="mt-1 text-sm text-zinc-600">{t('register.required_note')}</p>

          {params.get('cancelled') === '1' && (
            <Notice tone="info" className="mt-6">
              <p className="font-semibold">{t('register.cancelled.title')}</p>
              <p className="mt-0.5 font-normal">{t('register.cancelled.text')}</p>
            </Notice>
          )}

          <div className="mt-8">
            {/* Never the form without a plan: it shows once the browser has read the stored choice. */}
            {plan && cycle ? (
              <RegisterForm plan={plan} cycle={cycle} promo={promo} onPromoChange={setPromo} />
            ) : (
              <>
                <p role="status" className="flex items-center gap-3 text-zinc-600">
                  <Spinner className="size-5 border-zinc-300 border-t-brand-600" />
                  {t('register.plan.checking')}
                </p>
                {/* Where the stored choice cannot be read (no script), the way to make one. */}
                <p className="mt-4">
                  <Link to="/pricing" className={linkClass}>
                    {t('register.plan.choose')}
                  </Link>
                </p>
              </>
            )}
          </div>
        </section>

        <PlanSummary plan={plan} cycle={cycle} promo={promo} />
      </div>
    </div>
  )
}

function PlanSummary({ plan, cycle, promo }: { plan: PlanType | null; cycle: BillingCycle | null; promo: PromoState }) {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const prices = usePlanPrices()
  const applied = promo.status === 'applied' ? promo : null
  return (
    <aside aria-labelledby="plan-summary-title" className="order-first lg:sticky lg:top-24 lg:order-none">
      <div className="overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 to-brand-800 p-6 text-white shadow-xl shadow-brand-600/20 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2
              id="plan-summary-title"
              className="text-sm font-semibold tracking-wider text-brand-100 uppercase rtl:tracking-normal rtl:normal-case"
            >
              {t('register.plan.title')}
            </h2>
            {plan && cycle ? (
              <p className="mt-2 text-2xl font-extrabold">{t(`pricing.plans.${plan}.title`)}</p>
            ) : (
              <span className="mt-3 block h-7 w-36 animate-pulse rounded-lg bg-white/20" />
            )}
          </div>
          <Link
            to="/pricing"
            className="shrink-0 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/25"
          >
            {t('register.plan.change')}
            <span className="sr-only"> ({t('register.plan.change_hint')})</span>
          </Link>
        </div>

        {plan && cycle ? (
          <div className="mt-5">
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className={applied ? 'text-xl font-bold text-brand-200 line-through' : 'text-4xl font-extrabold tracking-tight'}>
                {formatPrice(prices[plan][cycle], prices.currency, lang)}
              </span>
              {applied && (
                <span className="text-4xl font-extrabold tracking-tight">{formatPrice(applied.amountCents, prices.currency, lang)}</span>
              )}
              <span className="text-sm font-medium text-brand-100">{t(cycle === 'yearly' ? 'pricing.per_year' : 'pricing.per_month')}</span>
            </p>
            <p className="mt-1 text-sm text-brand-100">
              {t(cycle === 'yearly' ? 'register.plan.billed_yearly' : 'register.plan.billed_monthly')}
            </p>
            {applied && (
              <p className="mt-3 inline-flex rounded-full bg-accent-500 px-3 py-1 text-xs font-bold text-zinc-950">
                {t('register.plan.promo', { code: applied.code })}
              </p>
            )}
          </div>
        ) : (
          <span className="mt-5 block h-10 w-28 animate-pulse rounded-lg bg-white/20" />
        )}

        {plan && (
          <ul className="mt-6 hidden space-y-2.5 border-t border-white/20 pt-6 text-sm sm:block">
            {PLAN_FEATURES[plan].map((feature) => (
              <li key={feature} className="flex items-start gap-2.5">
                <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-accent-500" />
                <span>{t(`pricing.features.${feature}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <ol className="mt-6 hidden space-y-4 px-2 lg:block">
        {(['details', 'payment', 'review'] as const).map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-zinc-900">{t(`register.steps.${step}.title`)}</p>
              <p className="text-sm text-zinc-600">{t(`register.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </aside>
  )
}
