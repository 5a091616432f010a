import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { linkClass, primaryButtonClass } from '../../components/form/buttons.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'
import { cartTotal } from './cart.ts'
import { CartContents } from './cart-dialog.tsx'
import { Thumbnail } from './thumbnail.tsx'
import { useCart } from './use-cart.ts'
import type { CartPageLine } from './view-types.ts'

const stepClass =
  'grid size-9 place-items-center rounded-full text-lg font-bold ring-1 ring-zinc-300 hover:bg-zinc-50 disabled:opacity-40 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none'

/**
 * /{username}/cart: the cart where Add to cart leads before the storefront's script runs, and
 * without it (decision 0081). Until the script runs it shows the cookie cart with forms to the
 * page's action; then the cookie's lines join the cart kept in this browser, shown as in the dialog.
 */
export function CartPage({
  username,
  currency,
  items,
  totalLabel,
}: {
  username: string
  currency: string
  items: CartPageLine[]
  totalLabel: string
}) {
  const { t } = useTranslation()
  const failure = useFormFailure()
  const { cart, remove, setQuantity } = useCart(username, items)
  // After useCart's effect (the merge): both land in one render, so no empty cart shows in between.
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  const shop = `/${encodeURIComponent(username)}/shop`

  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold text-zinc-900">{t('shop.cart.title')}</h1>
      {failure && <Notice tone="error">{failure.error || t('shop.cart.checkout_failed')}</Notice>}
      {scripted ? (
        <CartContents username={username} currency={currency} cart={cart} onQuantity={setQuantity} onRemove={remove} />
      ) : (
        <CookieCart items={items} totalLabel={totalLabel} />
      )}
      <p>
        <Link to={shop} className={linkClass}>
          {t('shop.cart_page.continue')}
        </Link>
      </p>
    </section>
  )
}

/** The cookie cart: each change is a form post to the page's action, which answers the page again. */
function CookieCart({ items, totalLabel }: { items: CartPageLine[]; totalLabel: string }) {
  const { t } = useTranslation()
  if (items.length === 0) return <p className="py-6 text-center text-zinc-600">{t('shop.cart.empty')}</p>
  const step = (item: CartPageLine, quantity: number, label: string, text: string, disabled = false) => (
    <Form method="post" replace>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="product" value={item.id} />
      <button type="submit" name="quantity" value={quantity} className={stepClass} disabled={disabled} aria-label={label}>
        {text}
      </button>
    </Form>
  )
  return (
    <>
      <ul className="grid grid-cols-1 divide-y divide-zinc-200 border-y border-zinc-200">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <Thumbnail src={item.image} className="size-14" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">
                <bdi>{item.name}</bdi>
              </p>
              <p className="text-sm text-zinc-600 tabular-nums">{item.price_label}</p>
              <Form method="post" replace>
                <input type="hidden" name="intent" value="set" />
                <input type="hidden" name="product" value={item.id} />
                <button
                  type="submit"
                  name="quantity"
                  value="0"
                  aria-label={t('shop.cart.remove_label', { name: item.name })}
                  className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
                >
                  {t('shop.cart.remove')}
                </button>
              </Form>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {step(item, item.quantity - 1, t('shop.cart.decrease', { name: item.name }), '−')}
              <output aria-label={t('shop.cart.quantity_label', { name: item.name })} className="w-6 text-center font-bold tabular-nums">
                {item.quantity}
              </output>
              {step(item, item.quantity + 1, t('shop.cart.increase', { name: item.name }), '+', item.quantity >= item.stock)}
            </div>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between text-lg font-bold">
        <span>{t('shop.cart.total')}</span>
        <span className="tabular-nums" data-testid="cart-total">
          {totalLabel}
        </span>
      </p>
      <p className="text-xs text-zinc-500">{t('shop.cart.price_note')}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="checkout" />
        {/* The total shown: if a price changed meanwhile, the server refuses rather than charge more. */}
        <input type="hidden" name="expected_total" value={cartTotal(items)} />
        <button type="submit" className={`${primaryButtonClass} w-full`}>
          {t('shop.cart.checkout')}
        </button>
      </Form>
    </>
  )
}
