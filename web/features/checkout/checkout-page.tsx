import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { LocalCheckoutView } from '../../../contract/billing.ts'
import { Icon } from '../../components/icon.tsx'
import { Logo } from '../../components/logo.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatMoney } from '../../lib/format.ts'
import { TEST_CARDS } from './card-format.ts'
import { CheckoutForm } from './checkout-form.tsx'

/**
 * The built-in test checkout: what a hosted card checkout shows (order summary on one side, the
 * card form on the other), plus a clear test-mode note with the two test cards.
 */
export function CheckoutPage({ checkout }: { checkout: LocalCheckoutView }) {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const money = (cents: number) => formatMoney(cents, checkout.currency, lang)
  const discount = checkout.fullPriceCents - checkout.amountCents
  const per = t(`checkout.per.${checkout.billingCycle}`)

  return (
    <div className="min-h-[70vh] bg-zinc-50">
      <TestModeNote />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-2 lg:gap-16 lg:py-16">
        <section aria-labelledby="checkout-summary-title" className="lg:pt-2">
          <Link
            to="/register?cancelled=1"
            className="inline-flex items-center gap-2 text-sm font-semibold text-zinc-600 hover:text-zinc-900"
          >
            <Icon name="chevron-back" className="size-4 rtl:rotate-180" />
            {t('checkout.back')}
          </Link>
          <div className="mt-6 flex items-center gap-3">
            <Logo />
          </div>
          <h1 id="checkout-summary-title" className="mt-8 text-base font-semibold text-zinc-600">
            {t('checkout.subscribe_to', { plan: t(`checkout.plans.${checkout.planType}`) })}
          </h1>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
            <span className="text-4xl font-extrabold tracking-tight text-zinc-900">{money(checkout.amountCents)}</span>
            <span className="text-sm text-zinc-600">{discount > 0 ? t('checkout.first_period') : per}</span>
          </p>

          <dl className="mt-8 divide-y divide-zinc-200 border-y border-zinc-200 text-sm">
            <div className="flex justify-between gap-4 py-4">
              <dt>
                <span className="block font-semibold text-zinc-900">{t(`checkout.plans.${checkout.planType}`)}</span>
                <span className="text-zinc-600">{t(`checkout.billed.${checkout.billingCycle}`)}</span>
              </dt>
              <dd className="font-semibold text-zinc-900">{money(checkout.fullPriceCents)}</dd>
            </div>
            {discount > 0 && (
              <div className="flex justify-between gap-4 py-4">
                <dt className="text-zinc-600">
                  {t('checkout.promo')}{' '}
                  <span
                    dir="ltr"
                    className="rounded-md bg-emerald-50 px-1.5 py-0.5 font-mono text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
                  >
                    {checkout.promoCode}
                  </span>
                </dt>
                <dd className="font-semibold text-emerald-700">
                  <bdi>−{money(discount)}</bdi>
                </dd>
              </div>
            )}
            <div className="flex justify-between gap-4 py-4 text-base">
              <dt className="font-bold text-zinc-900">{t('checkout.due_today')}</dt>
              <dd className="font-bold text-zinc-900">{money(checkout.amountCents)}</dd>
            </div>
          </dl>
          {discount > 0 && (
            <p className="mt-3 text-sm text-zinc-600">{t('checkout.then', { price: money(checkout.fullPriceCents), per })}</p>
          )}
          <p className="mt-6 text-sm text-zinc-600">
            {t('checkout.account')}{' '}
            <span dir="ltr" className="font-semibold text-zinc-900">
              {checkout.email}
            </span>
          </p>
        </section>

        <section className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-zinc-900/5 ring-zinc-200 sm:p-8">
          <CheckoutForm sessionId={checkout.sessionId} payLabel={t('checkout.pay', { amount: money(checkout.amountCents) })} />
        </section>
      </div>
    </div>
  )
}

export function TestModeNote() {
  const { t } = useTranslation()
  return (
    <aside aria-labelledby="checkout-test-mode" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 text-sm text-amber-950 sm:flex-row sm:items-start sm:gap-4">
        <h2
          id="checkout-test-mode"
          className="shrink-0 self-start rounded-full bg-amber-500 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase rtl:tracking-normal"
        >
          {t('checkout.test_mode')}
        </h2>
        <div className="space-y-1.5">
          <p>{t('checkout.test_mode_text')}</p>
          <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
            <li>
              <span dir="ltr" className="font-mono font-semibold">
                {TEST_CARDS.success}
              </span>{' '}
              – {t('checkout.test_card_success')}
            </li>
            <li>
              <span dir="ltr" className="font-mono font-semibold">
                {TEST_CARDS.declined}
              </span>{' '}
              – {t('checkout.test_card_declined')}
            </li>
            <li>
              <span dir="ltr" className="font-mono font-semibold">
                {TEST_CARDS.failsLater}
              </span>{' '}
              – {t('checkout.test_card_fails_later')}
            </li>
          </ul>
          <p className="text-amber-900">{t('checkout.test_mode_hint')}</p>
        </div>
      </div>
    </aside>
  )
}

/** An unknown, expired or already replaced checkout. */
export function CheckoutNotFound() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-zinc-900">{t('checkout.not_found_title')}</h1>
      <p className="text-zinc-600">{t('billing.checkout_not_found')}</p>
      <Link to="/register" className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700">
        {t('checkout.start_again')}
      </Link>
    </section>
  )
}
