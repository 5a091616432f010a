import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { addDays, utcToday } from '../../../contract/dates.ts'
import type { Disclosure } from '../../../contract/disclosure.ts'
import {
  IMAGE_DESCRIPTION_MAX,
  IMAGE_DISCOUNT_MAX,
  IMAGE_MAX_BYTES,
  ImageUploadFields,
  imagesApi,
  type UploadSettings,
} from '../../../contract/images.ts'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { type FieldErrors, useForm } from '../../components/form/use-form.ts'
import { Icon } from '../../components/icon.tsx'
import { Notice } from '../../components/notice.tsx'
import { ProgressBar } from '../../components/progress-bar.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { DisclosureFields } from './disclosure-fields.tsx'
import { CategoryField, ExpiryField } from './post-fields.tsx'

type Status = { tone: 'success' | 'error'; text: string } | null

/** The dashboard upload form: file with preview, category, expiry, description, coupon; progress bar. */
export function UploadForm({ settings, onUploaded }: { settings: UploadSettings; onUploaded: () => void }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const id = useId()
  const [preview, setPreview] = useState<string | null>(null)
  const [description, setDescription] = useState('')
  const [discount, setDiscount] = useState('')
  const [status, setStatus] = useState<Status>(null)
  const [progress, setProgress] = useState<number | null>(null)
  // The admin sets the expiry window and the disclosure rule; the server enforces both, the form follows them.
  const { max_expiry_days: maxDays, require_disclosure: requireDisclosure } = settings
  // With the admin's rule on, the choice starts empty and must be made ("not an ad" is a choice).
  const [disclosure, setDisclosure] = useState<{ value: Disclosure | ''; brand: string }>({
    value: requireDisclosure ? '' : 'none',
    brand: '',
  })
  const today = utcToday()
  const latest = addDays(today, maxDays)

  const { formRef, errors, setErrors, busy, onSubmit } = useForm({
    schema: ImageUploadFields,
    read: (form) => {
      const data = new FormData(form)
      const fields = Object.fromEntries(
        ['category', 'expiry_date', 'description', 'discount', 'disclosure', 'disclosure_brand'].map((k) => [k, String(data.get(k) ?? '')]),
      )
      return { ...fields, image: data.get('image') }
    },
    check: (invalid, input) => {
      const { image: file, ...fields } = input as Record<string, string> & { image: FormDataEntryValue | null }
      const hasFile = file instanceof File && file.size > 0
      const next: FieldErrors = { ...invalid }
      const required = t('validation.required')
      if (!hasFile) next.image = required
      if (!fields.category) next.category = required
      if (!fields.expiry_date) next.expiry_date = required
      if (requireDisclosure && !fields.disclosure) next.disclosure = t('images.disclosure_required')
      // Expiry as the server decides it: not before today (UTC), at most the admin's max days ahead.
      if (!next.expiry_date && fields.expiry_date < today) next.expiry_date = t('images.expiry_in_past')
      if (!next.expiry_date && latest && fields.expiry_date > latest) next.expiry_date = t('images.expiry_max_days', { max: maxDays })
      if (hasFile && file.size > IMAGE_MAX_BYTES) next.image = t('images.too_large')
      return next
    },
    onInvalid: (invalid) => {
      const required = t('validation.required')
      const missing = [invalid.image, invalid.category, invalid.expiry_date].includes(required)
      setStatus(missing ? { tone: 'error', text: t('images.required_fields') } : null)
    },
    send: async (_, form) => {
      setStatus(null)
      setProgress(0)
      const result = await call(imagesApi.upload, { form: new FormData(form), onProgress: setProgress })
      setProgress(null)
      return result
    },
    onSuccess: (_, form) => {
      form.reset()
      setPreview(null)
      setDescription('')
      setDiscount('')
      setDisclosure({ value: requireDisclosure ? '' : 'none', brand: '' })
      setStatus({ tone: 'success', text: t('images.uploaded') })
      onUploaded()
    },
    onFailure: (error) => setStatus({ tone: 'error', text: error.error || t('images.upload_failed') }),
  })

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  function choose(file: File | undefined) {
    setPreview(file ? URL.createObjectURL(file) : null)
    setErrors(({ image: _, ...rest }) => rest)
  }

  const percent = Math.round((progress ?? 0) * 100)
  const counter = (value: string, max: number) => (
    <p
      aria-hidden="true"
      className={`mt-1 text-end text-xs tabular-nums ${value.length >= max ? 'font-semibold text-red-700' : 'text-zinc-500'}`}
    >
      {t('images.counter', { count: value.length, max })}
    </p>
  )

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-7">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('images.upload_title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('images.upload_intro')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-5 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <Field id={`${id}-image`} label={t('images.file_label')} required hint={t('images.file_hint')} error={errors.image}>
          {(p) => (
            <div className="mt-1.5">
              <input
                id={p.id}
                name="image"
                type="file"
                accept="image/*"
                required
                aria-invalid={p['aria-invalid']}
                aria-describedby={p['aria-describedby']}
                onChange={(e) => choose(e.currentTarget.files?.[0])}
                className="peer sr-only"
              />
              <label
                htmlFor={p.id}
                className={`relative grid aspect-[4/3] w-full md:aspect-[4/5] cursor-pointer place-items-center overflow-hidden rounded-2xl border-2 border-dashed bg-zinc-50 text-center transition hover:border-brand-500 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200 ${p['aria-invalid'] ? 'border-red-500' : 'border-zinc-300'}`}
              >
                {preview ? (
                  <img src={preview} alt={t('images.preview_alt')} className="absolute inset-0 size-full object-cover" />
                ) : (
                  <span className="flex flex-col items-center gap-2 px-4 text-sm font-medium text-zinc-600">
                    <Icon name="image" className="size-8 text-brand-600" />
                    {t('images.file_cta')}
                  </span>
                )}
              </label>
            </div>
          )}
        </Field>
        <div className="grid content-start gap-5 sm:grid-cols-2">
          <CategoryField id={`${id}-category`} error={errors.category} />
          <ExpiryField id={`${id}-expiry`} maxDays={maxDays} error={errors.expiry_date} />
          <Field
            id={`${id}-description`}
            className="sm:col-span-2"
            label={t('images.description_label')}
            required={false}
            error={errors.description}
            after={counter(description, IMAGE_DESCRIPTION_MAX)}
          >
            {(p) => (
              <input
                {...p}
                name="description"
                maxLength={IMAGE_DESCRIPTION_MAX}
                placeholder={t('images.description_placeholder')}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            id={`${id}-discount`}
            className="sm:col-span-2"
            label={t('images.discount_label')}
            required={false}
            error={errors.discount}
            after={counter(discount, IMAGE_DISCOUNT_MAX)}
          >
            {(p) => (
              <textarea
                {...p}
                name="discount"
                rows={2}
                maxLength={IMAGE_DISCOUNT_MAX}
                value={discount}
                onChange={(e) => setDiscount(e.currentTarget.value)}
              />
            )}
          </Field>
          <DisclosureFields
            value={disclosure.value}
            brand={disclosure.brand}
            onChange={setDisclosure}
            required={requireDisclosure}
            error={errors.disclosure}
            brandError={errors.disclosure_brand}
          />
          <div className="grid gap-3 sm:col-span-2">
            {busy && <ProgressBar label={t('images.progress_label')} value={percent} valueText={t('images.percent', { value: percent })} />}
            <div role="status" aria-live="polite">
              {status?.tone === 'success' && <Notice tone="success">{status.text}</Notice>}
            </div>
            {status?.tone === 'error' && <Notice tone="error">{status.text}</Notice>}
            <SubmitButton
              busy={busy}
              disabled={!hydrated}
              busyLabel={t('images.uploading')}
              className="w-full sm:w-auto sm:justify-self-start"
            >
              {t('images.upload')}
            </SubmitButton>
          </div>
        </div>
      </form>
    </section>
  )
}
