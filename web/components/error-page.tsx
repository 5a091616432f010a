import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** 404 and unexpected errors, in the visitor's language. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation()
  const notFound = status === 404
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">{status}</p>
      <h1 className="text-2xl font-bold">{notFound ? t('errors.page_not_found_title') : t('errors.page_error_title')}</h1>
      <p className="text-zinc-600">{notFound ? t('errors.page_not_found_text') : t('errors.page_error_text')}</p>
      <Link to="/" className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700">
        {t('errors.back_home')}
      </Link>
    </section>
  )
}
