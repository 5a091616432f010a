import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountApi, EXPORT_INTERVAL_MINUTES } from '../../../contract/account.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { urlOf } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { DeleteAccountDialog } from './delete-account-dialog.tsx'
import { downloadArchive } from './download-archive.ts'

/** "Your data" on the profile settings: download the archive, delete the account. */
export function DataRightsSection() {
  const { t } = useTranslation()
  const id = useId()
  const hydrated = useHydrated()
  const [flash, showFlash] = useFlash()
  const [exporting, setExporting] = useState(false)
  const [deleting, setDeleting] = useState(false)

  async function download() {
    setExporting(true)
    const result = await downloadArchive(urlOf(accountApi.exportOwn))
    setExporting(false)
    if (result.ok) showFlash('success', t('account.export.done'))
    else showFlash('error', result.error.error || t('account.export.failed'))
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-10 rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-7">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('account.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('account.intro')}</p>

      <h3 className="mt-6 font-semibold text-zinc-900">{t('account.export.title')}</h3>
      <p className="mt-1 text-sm text-zinc-700">{t('account.export.text', { minutes: EXPORT_INTERVAL_MINUTES })}</p>
      <button type="button" onClick={download} disabled={!hydrated || exporting} className={`${secondaryButtonClass} mt-3`}>
        {exporting && <Spinner className="size-4 border-zinc-300 border-t-zinc-700" />}
        {exporting ? t('account.export.busy') : t('account.export.button')}
      </button>
      <FlashMessage flash={flash} noticeClassName="mt-3" />

      <h3 className="mt-8 font-semibold text-red-800">{t('account.delete.title')}</h3>
      <p className="mt-1 text-sm text-zinc-700">{t('account.delete.text')}</p>
      <button
        type="button"
        onClick={() => setDeleting(true)}
        disabled={!hydrated}
        className={`${secondaryButtonClass} mt-3 border-red-300 text-red-800 hover:bg-red-50`}
      >
        {t('account.delete.button')}
      </button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  )
}
