import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { REQUEST_REFERENCE_MAX } from '../../../contract/account.ts'
import { Field } from '../../components/form/field.tsx'

/** The admin's note of the request an export or deletion answers; kept in the audit log. */
export function RequestReferenceField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <Field id={`${id}-reference`} label={t('account.admin.reference')} required={false} hint={t('account.admin.reference_hint')}>
      {(control) => (
        <input
          {...control}
          name="reference"
          value={value}
          maxLength={REQUEST_REFERENCE_MAX}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}

/** `?reference=…` for the admin's export and delete calls, or nothing when none was given. */
export function referenceQuery(reference: string) {
  const trimmed = reference.trim()
  return trimmed ? `?reference=${encodeURIComponent(trimmed)}` : ''
}
