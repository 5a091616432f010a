import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { accountApi, DeleteAccountBody } from '../../../contract/account.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { primaryButtonClass, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { PasswordInput } from '../../components/form/password-input.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'

/**
 * "Delete my account": the password is asked again and checked by the server. While it works the
 * dialog says so; once the account is gone it says that and leaves for the home page at once (the
 * session is gone too), so nothing of the deleted account stays on screen.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [deleted, setDeleted] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const { formRef, errors, busy, onSubmit } = useForm({
    schema: DeleteAccountBody,
    read: (form) => ({ password: String(new FormData(form).get('password') ?? '') }),
    send: (data) => {
      setFailure(null)
      return call(accountApi.deleteOwn, { body: data })
    },
    onSuccess: () => {
      setDeleted(true)
      leave()
    },
    onFailure: (error) => setFailure(error.error || t('account.delete.failed')),
    codeFields: { WRONG_PASSWORD: 'password' },
  })
  const leave = () => window.location.replace('/')

  return (
    <ModalDialog open={open} onClose={deleted ? leave : onClose} labelledBy={`${id}-title`}>
      <div className="grid gap-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('account.delete.confirm_title')}
        </h2>
        {deleted ? (
          <>
            <div role="status">
              <Notice tone="success">
                {t('account.deleted')} {t('account.delete.leaving')}
              </Notice>
            </div>
            <button type="button" onClick={leave} className={`${primaryButtonClass} justify-self-end`}>
              {t('account.delete.continue')}
            </button>
          </>
        ) : (
          <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4">
            <p className="text-sm text-zinc-700">{t('account.delete.confirm_text')}</p>
            <Field id={`${id}-password`} label={t('account.delete.password')} required error={errors.password}>
              {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" />}
            </Field>
            {failure && <Notice tone="error">{failure}</Notice>}
            <p role="status" className="text-sm font-medium text-zinc-700">
              {busy && t('account.delete.deleting')}
            </p>
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" onClick={onClose} disabled={busy} className={secondaryButtonClass}>
                {t('account.delete.cancel')}
              </button>
              <button type="submit" disabled={busy} className={`${primaryButtonClass} bg-red-700 px-5 py-2.5 text-sm hover:bg-red-800`}>
                {busy && <Spinner />}
                {t('account.delete.confirm')}
              </button>
            </div>
          </form>
        )}
      </div>
    </ModalDialog>
  )
}
