import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SHARE_MAX_FILES, type ShareError } from '../../../contract/install.ts'
import { primaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'

/** Where a refused share lands: why the photos were not added, and the ways on. */
export function ShareResultPage({ reason }: { reason: ShareError }) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{t('install.share.title')}</h1>
      <Notice tone="error" className="mt-6">
        {t(`install.share.errors.${reason}`, { max: SHARE_MAX_FILES })}
      </Notice>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/dashboard" className={primaryButtonClass}>
          {t('install.share.back')}
        </Link>
      </div>
    </div>
  )
}
