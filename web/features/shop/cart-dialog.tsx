import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { primaryButtonClass, Spinner } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatMoney } from '../../lib/format.ts'
import { type CartItem, cartTotal } from './cart.ts'
import { Thumbnail } from './thumbnail.tsx'

const stepClass =
  'grid size-9 place-items-center rounded-full text-lg font-bold ring-1 ring-zinc-300 hover:bg-zinc-50 disabled:opacity-40 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none'

/** The cart in a dialog over the storefront (the page's script; without it, the cart page). */
export function CartDialog({ open, onClose, ...cart }: { open: boolean; onClose: () => void } & CartContentsProps) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`} className="w-[min(94vw,32rem)]">
      <div className="grid gap-4 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold">
            {t('shop.cart.title')}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              className="min-h-11 rounded-full px-4 text-sm font-semibold text-zinc-700 ring-1 ring-zinc-300 hover:bg-zinc-50"
            >
              {t('shop.cart.close')}
            </button>
          </form>
        </div>
        <CartContents {...cart} />
      </div>
    </ModalDialog>
  )
}

interface CartContentsProps {
  username: string
  currency: string
  cart: CartItem[]
  onQuantity: (id: string, quantity: number) => void
  onRemove: (id: string) => void
}

/**
 * The cart: lines with quantities (never above the stock shown), the total and the checkout, which
 * sends only ids and quantities; the server prices the order and answers with the payment page.
 */
export function CartContents({ username, currency, cart, onQuantity, onRemove }: CartContentsProps) {
  const { t } = useTranslation()
  const { lang } = useLanguage()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const money = (minor: number) => formatMoney(minor, currency, lang)

  async function checkout() {
    setBusy(true)
    setError(null)
    const { startCheckout } = await import('./cart-checkout.ts')
    const result = await startCheckout({
      cart: cart.map((item) => ({ id: item.id, quantity: item.quantity })),
      page_name: username,
      // The total the buyer saw: if a price changed meanwhile, the server refuses rather than charge more.
      expected_total: cartTotal(cart),
    })
    if (result.ok) return window.location.assign(result.data.url)
    setBusy(false)
    setError(result.error.error || t('shop.cart.checkout_failed'))
  }

  return cart.length === 0 ? (
    <p className="py-6 text-center text-zinc-600">{t('shop.cart.empty')}</p>
  ) : (
    <>
      <ul className="grid grid-cols-1 divide-y divide-zinc-200 border-y border-zinc-200">
        {cart.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-3">
            <Thumbnail src={item.image} className="size-14" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold">
                <bdi>{item.name}</bdi>
              </p>
              <p className="text-sm text-zinc-600 tabular-nums">{money(item.price)}</p>
              <button
                type="button"
                onClick={() => onRemove(item.id)}
                aria-label={t('shop.cart.remove_label', { name: item.name })}
                className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
              >
                {t('shop.cart.remove')}
              </button>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              <button
                type="button"
                className={stepClass}
                onClick={() => onQuantity(item.id, item.quantity - 1)}
                aria-label={t('shop.cart.decrease', { name: item.name })}
              >
                −
              </button>
              <output aria-label={t('shop.cart.quantity_label', { name: item.name })} className="w-6 text-center font-bold tabular-nums">
                {item.quantity}
              </output>
              <button
                type="button"
                className={stepClass}
                disabled={item.quantity >= item.stock}
                onClick={() => onQuantity(item.id, item.quantity + 1)}
                aria-label={t('shop.cart.increase', { name: item.name })}
              >
                +
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="flex items-baseline justify-between text-lg font-bold">
        <span>{t('shop.cart.total')}</span>
        <span className="tabular-nums" data-testid="cart-total">
          {money(cartTotal(cart))}
        </span>
      </p>
      <p className="text-xs text-zinc-500">{t('shop.cart.price_note')}</p>
      {error && <Notice tone="error">{error}</Notice>}
      <button type="button" onClick={() => void checkout()} disabled={busy} className={`${primaryButtonClass} w-full`}>
        {busy && <Spinner />}
        {busy ? t('shop.cart.checking_out') : t('shop.cart.checkout')}
      </button>
    </>
  )
}
