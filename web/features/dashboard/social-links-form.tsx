import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type SocialLinks, SocialLinksInput } from '../../../contract/social.ts'
import { usersApi } from '../../../contract/users.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage, useFlash } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { LoadError } from '../../components/load-error.tsx'
import { call } from '../../lib/api.ts'
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
  messages,
}: {
  fields: readonly LinkField[]
  initial: SocialLinks | null
  title: string
  hint?: string
  idPrefix: string
  /** What a save says: each form names what it saved. */
  messages: { updated: string; failed: string }
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [values, setValues] = useState<Partial<Record<LinkField, string>>>(() =>
    Object.fromEntries(fields.map((f) => [f, initial?.[f] ?? ''])),
  )
  const [loaded, setLoaded] = useState(initial !== null)
  const [flash, showFlash] = useFlash()
  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    schema: SocialLinksInput,
    read: () => Object.fromEntries(fields.map((f) => [f, (values[f] ?? '').trim()])),
    onInvalid: () => showFlash('error', messages.failed),
    // The trimmed values as typed: '' clears a field, an omitted one stays as stored.
    send: () =>
      call(usersApi.updateSocialLinks, {
        body: Object.fromEntries(fields.map((f) => [f, (values[f] ?? '').trim()])),
      }),
    onSuccess: (data) => {
      setValues(Object.fromEntries(fields.map((f) => [f, data[f]])))
      showFlash('success', messages.updated)
    },
    onFailure: () => showFlash('error', messages.failed),
  })

  return (
    <section aria-labelledby={`${idPrefix}-title`} className={cardClass}>
      <h3 id={`${idPrefix}-title`} className="text-base font-bold text-zinc-900">
        {title}
      </h3>
      {hint && <p className="mt-1 text-sm text-zinc-600">{hint}</p>}
      {!loaded ? (
        <LoadError
          className="mt-4"
          message={t('social.load_failed')}
          onRetry={async () => {
            // The form reads its own links again; the other form on the page keeps its state.
            const result = await call(usersApi.socialLinks)
            if (!result.ok) return
            setValues(Object.fromEntries(fields.map((f) => [f, result.data[f] ?? ''])))
            setLoaded(true)
          }}
        />
      ) : (
        <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
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
      messages={{ updated: t('social.public_email_updated'), failed: t('social.public_email_update_failed') }}
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
      messages={{ updated: t('social.updated'), failed: t('social.update_failed') }}
    />
  )
}
