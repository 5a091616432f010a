import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { type SocialLinks, SocialLinksInput } from '../../../contract/social.ts'
import { usersApi } from '../../../contract/users.ts'
import { cardClass } from '../../components/card.ts'
import { FlashMessage } from '../../components/flash.tsx'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useActionForm } from '../../components/form/use-action-form.ts'
import { LoadError } from '../../components/load-error.tsx'
import { call } from '../../lib/api.ts'
import { useDashboardResult } from './dashboard-result.ts'

type LinkField = 'instagram' | 'facebook' | 'tiktok' | 'public_email'

/**
 * One small form over some of the social fields, posted to the dashboard's action (so it saves
 * before and without the page's script). The API leaves omitted fields unchanged, so the public
 * email and the links save independently; '' clears a field. Links are checked with the API's
 * schema, and after saving the fields show what was stored (a handle becomes its profile URL):
 * the page's data is read again and the form starts from it.
 */
function SocialFieldsForm({
  intent,
  fields,
  initial,
  title,
  hint,
  messages,
}: {
  intent: 'public-email' | 'social'
  fields: readonly LinkField[]
  initial: SocialLinks | null
  title: string
  hint?: string
  /** What a save says: each form names what it saved. */
  messages: { updated: string; failed: string }
}) {
  const { t } = useTranslation()
  // A Retry that read the links itself (the page's read had failed).
  const [reread, setReread] = useState<SocialLinks | null>(null)
  const links = initial ?? reread
  const result = useDashboardResult(intent, { saved: messages.updated, failed: () => messages.failed })
  const { formRef, errors, failure, busy, onSubmit, onInput } = useActionForm({
    schema: SocialLinksInput,
    intent,
    read: (form) => Object.fromEntries(fields.map((f) => [f, String(new FormData(form).get(f) ?? '').trim()])),
    onInvalid: () => result.showFlash('error', messages.failed),
  })
  // After a refusal the fields show what was posted; otherwise what is stored.
  const shown = (field: LinkField) => failure?.values?.[field] ?? links?.[field] ?? ''

  return (
    <section aria-labelledby={`${intent}-title`} className={cardClass}>
      <h3 id={`${intent}-title`} className="text-base font-bold text-zinc-900">
        {title}
      </h3>
      {hint && <p className="mt-1 text-sm text-zinc-600">{hint}</p>}
      {!links ? (
        <LoadError
          className="mt-4"
          message={t('social.load_failed')}
          onRetry={async () => {
            // The form reads its own links again; the other form on the page keeps its state.
            const answer = await call(usersApi.socialLinks)
            if (answer.ok) setReread(answer.data)
          }}
        />
      ) : (
        <Form
          // A new start from what is stored after each save.
          key={fields.map((f) => links[f] ?? '').join('\n')}
          ref={formRef}
          method="post"
          onSubmit={onSubmit}
          onInput={onInput}
          noValidate
          preventScrollReset
          className="mt-4 space-y-4"
        >
          <input type="hidden" name="intent" value={intent} />
          {fields.map((field) => (
            <Field key={field} id={`${intent}-${field}`} label={t(`social.${field}`)} error={errors[field]}>
              {(control) => (
                <input
                  {...control}
                  name={field}
                  type={field === 'public_email' ? 'email' : 'text'}
                  inputMode={field === 'public_email' ? 'email' : 'text'}
                  autoComplete={field === 'public_email' ? 'email' : 'url'}
                  dir="ltr"
                  placeholder={t(`social.placeholder.${field}`)}
                  defaultValue={shown(field)}
                  className={`${control.className} rtl:text-end`}
                />
              )}
            </Field>
          ))}
          <SubmitButton busy={busy} busyLabel={t('social.saving')} className="px-6 py-2.5 text-sm">
            {t('social.save')}
          </SubmitButton>
        </Form>
      )}
      <FlashMessage flash={result.flash} />
    </section>
  )
}

export function PublicEmailForm({ initial }: { initial: SocialLinks | null }) {
  const { t } = useTranslation()
  return (
    <SocialFieldsForm
      intent="public-email"
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
      intent="social"
      fields={['instagram', 'facebook', 'tiktok']}
      initial={initial}
      title={t('social.title')}
      hint={t('social.hint')}
      messages={{ updated: t('social.updated'), failed: t('social.update_failed') }}
    />
  )
}
