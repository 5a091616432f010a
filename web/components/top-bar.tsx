import { useTranslation } from 'react-i18next'
import { site } from '../../content/site.ts'
import { LanguageSwitcher } from './language-switcher.tsx'

export function TopBar() {
  const { t } = useTranslation()
  return (
    <div className="bg-zinc-900 text-zinc-100">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5 text-xs">
        <p className="truncate">{t('common.top_bar', { creators: site.marketing.verifiedCreators, niches: site.marketing.niches })}</p>
        <LanguageSwitcher />
      </div>
    </div>
  )
}
