import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { clearCart } from './use-cart.ts'

/** After a paid checkout: that seller's saved cart is cleared, with a way back to the shop. */
export function ThankYouPage({ username }: { username: string | null }) {
  const { t } = useTranslation()
  useEffect(() => {
    if (username) clearCart(username)
  }, [username])
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h1 className="text-3xl font-extrabold text-zinc-900">{t('shop.thank_you.title')}</h1>
      <p className="text-zinc-600">{t('shop.thank_you.text')}</p>
      {username ? (
        <Link
          to={`/${encodeURIComponent(username)}/shop`}
          className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {t('shop.thank_you.back')}
        </Link>
      ) : (
        <Link to="/" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
          {t('shop.thank_you.home')}
        </Link>
      )}
    </section>
  )
}
