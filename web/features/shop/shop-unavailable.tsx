import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** A disabled shop or an unknown seller: a clear page with a 404 status, never an error. */
export function ShopUnavailable() {
  const { t } = useTranslation()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-zinc-900">{t('shop.store.unavailable_title')}</h1>
      <p className="text-zinc-600">{t('shop.store.unavailable_text')}</p>
      <Link to="/allinfluencers" className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700">
        {t('shop.store.browse')}
      </Link>
    </section>
  )
}
