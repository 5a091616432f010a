import { useTranslation } from 'react-i18next'
import { useSite } from '../lib/use-site.ts'
import { LanguageSwitcher } from './language-switcher.tsx'

export function TopBar() {
  const { t } = useTranslation()
  const { verifiedCreators: creators, niches } = useSite().marketing
  return (
    <div className="bg-zinc-900 text-zinc-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-xs">
        <p className="truncate">{creators && niches ? t('common.top_bar', { creators, niches }) : t('footer.tagline')}</p>
        <LanguageSwitcher />
      </div>
    </div>
  )
}
