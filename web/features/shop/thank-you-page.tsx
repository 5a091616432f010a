import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'
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
        <Icon name="check" className="size-8" />
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
