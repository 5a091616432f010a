import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CAMPAIGN_CTA_TEXT_MAX,
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_TITLE_MAX,
  CampaignInput,
  type CampaignJson,
  campaignsApi,
} from '../../../contract/campaigns.ts'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { call } from '../../lib/api.ts'

const CAMPAIGN_FIELDS = ['title', 'description', 'cta_text', 'cta_link'] as const

/**
 * Today's campaign: title, description, image (uploaded as a file), CTA text and link. `locked`
 * disables every control (already created today, or just created). The parent shows the messages.
 */
export function CampaignForm({
  locked,
  onCreated,
  onFailed,
}: {
  locked: boolean
  onCreated: (campaign: CampaignJson) => void
  onFailed: (message: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const { formRef, errors, busy, onSubmit } = useForm({
    schema: CampaignInput,
    read: (form) => {
      const data = new FormData(form)
      return Object.fromEntries(CAMPAIGN_FIELDS.map((k) => [k, String(data.get(k) ?? '')]))
    },
    send: (_input, form) => {
      // Multipart: the image travels as a file; an empty file input is no image.
      const data = new FormData(form)
      const image = data.get('image')
      if (image instanceof File && image.size === 0) data.delete('image')
      return call(campaignsApi.create, { form: data })
    },
    onSuccess: (campaign, form) => {
      form.reset()
      setTitle('')
      setDescription('')
      onCreated(campaign)
    },
    onFailure: (error) => onFailed(error.error || t('campaigns.create_failed')),
  })

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-5">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('campaigns.form_title')}
      </h2>
      <fieldset disabled={locked || busy} className="grid min-w-0 grid-cols-1 gap-5 disabled:opacity-70">
        <Field
          id={`${id}-t`}
          label={t('campaigns.title')}
          required
          error={errors.title}
          after={<Counter value={title.length} max={CAMPAIGN_TITLE_MAX} />}
        >
          {(p) => (
            <input
              {...p}
              name="title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={CAMPAIGN_TITLE_MAX}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id={`${id}-d`}
          label={t('campaigns.description')}
          required={false}
          hint={t('campaigns.description_hint')}
          error={errors.description}
          after={<Counter value={description.length} max={CAMPAIGN_DESCRIPTION_MAX} />}
        >
          {(p) => (
            <textarea
              {...p}
              name="description"
              rows={3}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={CAMPAIGN_DESCRIPTION_MAX}
            />
          )}
        </Field>
        <Field id={`${id}-i`} label={t('campaigns.image')} required={false} hint={t('campaigns.image_hint')} error={errors.image}>
          {(p) => <input {...p} name="image" type="file" accept="image/jpeg,image/png,image/webp" />}
        </Field>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field id={`${id}-ct`} label={t('campaigns.cta_text')} required={false} error={errors.cta_text}>
            {(p) => (
              <input
                {...p}
                name="cta_text"
                maxLength={CAMPAIGN_CTA_TEXT_MAX}
                autoComplete="off"
                placeholder={t('campaigns.cta_text_placeholder')}
              />
            )}
          </Field>
          <Field
            id={`${id}-cl`}
            label={t('campaigns.cta_link')}
            required={false}
            hint={t('campaigns.cta_link_hint')}
            error={errors.cta_link}
          >
            {(p) => <input {...p} name="cta_link" type="url" dir="ltr" placeholder="https://" />}
          </Field>
        </div>
        <div>
          <SubmitButton busy={busy} disabled={locked} busyLabel={t('campaigns.creating')}>
            {locked ? t('campaigns.already_submitted') : t('campaigns.submit')}
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  )
}

function Counter({ value, max }: { value: number; max: number }) {
  return (
    <p className="mt-1 text-end text-xs text-zinc-500" dir="ltr">
      {value}/{max}
    </p>
  )
}
