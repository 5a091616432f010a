import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountApi } from '../../../contract/account.ts'
import type { AdminCreator } from '../../../contract/admin.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import type { ShowFlash } from '../../components/flash.tsx'
import { primaryButtonClass, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { urlOf } from '../../lib/api.ts'
import { downloadArchive } from './download-archive.ts'
import { RequestReferenceField } from './request-reference-field.tsx'

/** An admin downloads an account's data archive on its holder's request, naming the request. */
export function AdminExportDialog({ owner, onClose, notify }: { owner: AdminCreator | null; onClose: () => void; notify: ShowFlash }) {
  const { t } = useTranslation()
  const id = useId()
  const [reference, setReference] = useState('')
  const [busy, setBusy] = useState(false)

  async function download() {
    if (!owner) return
    setBusy(true)
    const result = await downloadArchive(
      urlOf(accountApi.exportFor, { params: { id: owner.id }, query: { reference: reference.trim() || undefined } }),
    )
    setBusy(false)
    if (result.ok) {
      notify('success', t('account.admin.exported', { username: owner.username }))
      setReference('')
      onClose()
    } else notify('error', result.error.error || t('account.admin.export_failed'))
  }

  return (
    <ModalDialog open={owner !== null} onClose={onClose} labelledBy={`${id}-title`}>
      <div className="grid gap-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('account.admin.export_title')}
        </h2>
        <p className="text-sm text-zinc-700">{t('account.admin.export_text', { username: owner?.username ?? '' })}</p>
        <RequestReferenceField value={reference} onChange={setReference} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {t('admin.confirm.cancel')}
          </button>
          <button type="button" onClick={download} disabled={busy} className={`${primaryButtonClass} px-5 py-2.5 text-sm`}>
            {busy && <Spinner />}
            {t('account.admin.export_confirm')}
          </button>
        </div>
      </div>
    </ModalDialog>
  )
}
