import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { PLAN_TYPES, SELECTED_PLAN_STORAGE_KEY, SelectedPlan } from '../../../contract/plans.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { BillingToggle } from './billing-toggle.tsx'
import { PlanCard } from './plan-card.tsx'
import { usePlanPrices } from './plan-prices-context.tsx'

/** The currency's name in the page language ("Euro", "يورو"), or its code where the browser has no name. */
function currencyName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'currency' }).of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}

/**
 * Plan choice. The billing radios and the choose buttons share one form: the clicked button names
 * the plan, the checked radio the cycle; both are kept for registration and the visitor moves on.
 * Before and without the script the form itself goes to /register with the choice in the query.
 */
export function PricingPage() {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const navigate = useNavigate()
  const { currency } = usePlanPrices()

  function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const selected = SelectedPlan.safeParse(Object.fromEntries(new FormData(event.currentTarget, submitter)))
    if (!selected.success) return
    try {
      localStorage.setItem(SELECTED_PLAN_STORAGE_KEY, JSON.stringify(selected.data))
    } catch {
      // Storage disabled: registration asks for the plan again.
    }
    navigate('/register')
  }

  return (
    <div className="bg-linear-to-b from-brand-50 via-white to-white">
      <div className="mx-auto max-w-5xl px-4 pt-12 pb-20 sm:pt-20">
        <header className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase rtl:tracking-normal rtl:normal-case">
            {t('pricing.eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl">{t('pricing.title')}</h1>
          <p className="mt-4 text-lg text-pretty text-zinc-600">{t('pricing.intro')}</p>
        </header>

        <form method="get" action="/register" onSubmit={choose} className="group mt-10">
          <BillingToggle />
          <ul className="mx-auto mt-12 grid max-w-4xl gap-8 md:grid-cols-2 md:items-center md:gap-6">
            {PLAN_TYPES.map((plan) => (
              <PlanCard key={plan} plan={plan} lang={lang} />
            ))}
          </ul>
        </form>

        <p className="mx-auto mt-12 max-w-xl text-center text-sm text-zinc-600">
          {t('pricing.footnote', { currency: currencyName(currency, lang) })}
        </p>
      </div>
    </div>
  )
}
