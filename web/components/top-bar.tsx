import { useTranslation } from 'react-i18next'
import { useLanguage } from '../i18n/use-language.ts'
import { isolate } from '../lib/bidi.ts'
import { useSite } from '../lib/use-site.ts'
import { LanguageSwitcher } from './language-switcher.tsx'

export function TopBar() {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const marketing = useSite().marketing
  // "50,000+" read left to right inside Arabic.
  const creators = marketing.verifiedCreators && isolate(marketing.verifiedCreators, dir)
  const niches = marketing.niches && isolate(marketing.niches, dir)
  return (
    <div className="bg-zinc-900 text-zinc-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-xs">
        {/* On a phone the short line: the whole one would not fit beside the languages. */}
        <p className="min-w-0">
          {creators && niches ? (
            <>
              <span className="sm:hidden">{t('common.top_bar_short', { creators })}</span>
              <span className="hidden sm:inline">{t('common.top_bar', { creators, niches })}</span>
            </>
          ) : (
            <span className="line-clamp-2">{t('footer.tagline')}</span>
          )}
        </p>
        <LanguageSwitcher />
      </div>
    </div>
  )
}
