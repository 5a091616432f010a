import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/**
 * 404 and unexpected errors, in the visitor's language. With `onRetry` (a page whose data did not
 * load) it offers to load it again.
 */
export function ErrorPage({ status, onRetry }: { status: number; onRetry?: () => void }) {
  const { t } = useTranslation()
  const notFound = status === 404
  const text = notFound ? 'errors.page_not_found_text' : onRetry ? 'errors.page_load_failed_text' : 'errors.page_error_text'
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-600">{status}</p>
      <h1 className="text-2xl font-bold">{notFound ? t('errors.page_not_found_title') : t('errors.page_error_title')}</h1>
      <p className="text-zinc-600">{t(text)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('errors.retry')}
          </button>
        )}
        <Link
          to="/"
          className={
            onRetry
              ? 'rounded-full px-6 py-2 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50'
              : 'rounded-full bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700'
          }
        >
          {t('errors.back_home')}
        </Link>
      </div>
    </section>
  )
}
