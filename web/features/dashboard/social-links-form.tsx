import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type SocialLinks, SocialLinksInput } from '../../../contract/social.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { Notice } from '../../components/notice.tsx'
import { api, fieldErrors } from '../../lib/api.ts'
import { focusFirstInvalid, issueMessages, translateAll } from '../../lib/form-errors.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type LinkField = 'instagram' | 'facebook' | 'tiktok' | 'public_email'

/**
 * One small form over some of the social fields. The API leaves omitted fields unchanged, so the
 * public email and the links save independently; '' clears a field. Links are checked with the
 * API's schema, and after saving the fields show what was stored (a handle becomes its profile URL).
 */
function SocialFieldsForm({
  fields,
  initial,
  title,
  hint,
  idPrefix,
}: {
  fields: readonly LinkField[]
  initial: SocialLinks | null
  title: string
  hint?: string
  idPrefix: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [values, setValues] = useState<Partial<Record<LinkField, string>>>(() =>
    Object.fromEntries(fields.map((f) => [f, initial?.[f] ?? ''])),
  )
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [flash, showFlash] = useFlash()
  const formRef = useRef<HTMLFormElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = Object.fromEntries(fields.map((f) => [f, (values[f] ?? '').trim()]))
    const parsed = SocialLinksInput.safeParse(body)
    if (!parsed.success) return refuse(translateAll(issueMessages(parsed.error.issues), t))
    setBusy(true)
    const result = await api<SocialLinks & { message: string }>('/api/users/updateSocialLinks', { body })
    setBusy(false)
    if (result.ok) {
      setErrors({})
      setValues(Object.fromEntries(fields.map((f) => [f, result.data[f]])))
      showFlash('success', t('social.updated'))
    } else refuse(fieldErrors(result.error))
  }

  function refuse(fieldMessages: Record<string, string>) {
    setErrors(fieldMessages)
    showFlash('error', t('social.update_failed'))
    focusFirstInvalid(formRef.current, fieldMessages)
  }

  return (
    <section aria-labelledby={`${idPrefix}-title`} className={cardClass}>
      <h3 id={`${idPrefix}-title`} className="text-base font-bold text-zinc-900">
        {title}
      </h3>
      {hint && <p className="mt-1 text-sm text-zinc-600">{hint}</p>}
      {initial === null ? (
        <Notice tone="error" className="mt-4">
          {t('social.load_failed')}
        </Notice>
      ) : (
        <form ref={formRef} onSubmit={submit} noValidate className="mt-4 space-y-4">
          {fields.map((field) => (
            <Field key={field} id={`${idPrefix}-${field}`} label={t(`social.${field}`)} error={errors[field]}>
              {(control) => (
                <input
                  {...control}
                  name={field}
                  type={field === 'public_email' ? 'email' : 'text'}
                  inputMode={field === 'public_email' ? 'email' : 'text'}
                  autoComplete={field === 'public_email' ? 'email' : 'url'}
                  dir="ltr"
                  placeholder={t(`social.placeholder.${field}`)}
                  value={values[field] ?? ''}
                  onChange={(e) => {
                    setValues((v) => ({ ...v, [field]: e.target.value }))
                    setErrors(({ [field]: _, ...rest }) => rest)
                  }}
                  className={`${control.className} rtl:text-end`}
                />
              )}
            </Field>
          ))}
          <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('social.saving')} className="px-6 py-2.5 text-sm">
            {t('social.save')}
          </SubmitButton>
        </form>
      )}
      <FlashMessage flash={flash} />
    </section>
  )
}

export function PublicEmailForm({ initial }: { initial: SocialLinks | null }) {
  const { t } = useTranslation()
  return (
    <SocialFieldsForm
      idPrefix="public-email"
      fields={['public_email']}
      initial={initial}
      title={t('social.public_email')}
      hint={t('social.public_email_hint')}
    />
  )
}

export function SocialLinksForm({ initial }: { initial: SocialLinks | null }) {
  const { t } = useTranslation()
  return (
    <SocialFieldsForm
      idPrefix="social"
      fields={['instagram', 'facebook', 'tiktok']}
      initial={initial}
      title={t('social.title')}
      hint={t('social.hint')}
    />
  )
}
