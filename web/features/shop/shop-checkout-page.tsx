import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { shopApi } from '../../../contract/shop-api.ts'
import type { ShopLocalCheckoutView } from '../../../contract/shop-checkout.ts'
import { Logo } from '../../components/logo.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { call } from '../../lib/api.ts'
import { formatMoney } from '../../lib/format.ts'
import { CheckoutForm } from '../checkout/checkout-form.tsx'
import { TestModeNote } from '../checkout/checkout-page.tsx'
import { InAppHint } from '../in-app/in-app-hint.tsx'

/**
 * The built-in test checkout for a shop order: the seller, the lines and the total on one side,
 * e-mail and card on the other. Paying leads to /thank-you?u={seller} (the API's redirect).
 * `view` is null for an unknown session.
 */
export function ShopCheckoutPage({ sessionId, view }: { sessionId: string; view: ShopLocalCheckoutView | null }) {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const navigate = useNavigate()

  if (view === null || view.status !== 'pending') return <ShopCheckoutClosed username={view === null ? null : view.seller_username} />
  const money = (minor: number) => formatMoney(minor, view.currency, lang)

  return (
    <div className="min-h-[70vh] bg-zinc-50">
      <TestModeNote />
      <InAppHint context="checkout" />
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-2 lg:gap-16 lg:py-16">
        <section aria-labelledby="shop-checkout-title">
          {/* Leaving here ends the checkout, so its units go back on sale at once (Stripe's cancel_url). */}
          <a href={view.cancel_url} className="text-sm font-semibold text-zinc-600 hover:text-zinc-900">
            {t('shop.checkout.back')}
          </a>
          <div className="mt-6">
            <Logo />
          </div>
          <h1 id="shop-checkout-title" className="mt-8 text-base font-semibold text-zinc-600">
            {t('shop.checkout.pay_seller')}{' '}
            <bdi className="text-zinc-900" dir="ltr">
              @{view.seller_username}
            </bdi>
          </h1>
          <p className="mt-1 text-4xl font-extrabold tracking-tight text-zinc-900 tabular-nums" data-testid="checkout-total">
            {money(view.amountCents)}
          </p>
          <ul className="mt-8 divide-y divide-zinc-200 border-y border-zinc-200 text-sm">
            {view.items.map((item) => (
              <li key={`${item.product_id}-${item.product_name}`} className="flex justify-between gap-4 py-4">
                <span>
                  <span className="block font-semibold text-zinc-900">
                    <bdi>{item.product_name}</bdi>
                  </span>
                  <span className="text-zinc-600 tabular-nums">
                    {t('shop.checkout.quantity', { count: item.quantity })} × {money(item.unit_price)}
                  </span>
                </span>
                <span className="font-semibold tabular-nums">{money(item.total_price)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-4 py-4 text-base font-bold">
              <span>{t('shop.orders.total')}</span>
              <span className="tabular-nums">{money(view.amountCents)}</span>
            </li>
          </ul>
          <p className="mt-4 text-sm text-zinc-600">{t('shop.checkout.expiry_note', { count: view.hold_minutes })}</p>
        </section>
        <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-zinc-200 sm:p-8">
          <CheckoutForm
            askEmail
            payLabel={t('checkout.pay', { amount: money(view.amountCents) })}
            action={{
              // askEmail makes the form send an address; the API rejects a missing one in the user's language.
              send: (body) => call(shopApi.localPay, { params: { sessionId }, body: { ...body, email: body.email ?? '' } }),
              title: t('checkout.pay_title'),
              onDone: (data) => navigate(data.redirectUrl),
            }}
          />
        </section>
      </div>
    </div>
  )
}

/** Unknown, paid, expired or failed session: nothing to pay here any more. */
function ShopCheckoutClosed({ username }: { username: string | null }) {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-zinc-900">{t('checkout.not_found_title')}</h1>
      <p className="text-zinc-600">{t('errors.shop.checkout_closed')}</p>
      {username && (
        <Link
          to={`/${encodeURIComponent(username)}/shop`}
          className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('shop.checkout.back')}
        </Link>
      )}
    </section>
  )
}
