import { useTranslation } from 'react-i18next'

/** First focusable element of every page: jumps past the header to `#main`. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      {t('common.skip_to_content')}
    </a>
  )
}
