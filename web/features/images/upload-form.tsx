import { type DragEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionData } from 'react-router'
import { addDays, utcToday } from '../../../contract/dates.ts'
import type { Disclosure } from '../../../contract/disclosure.ts'
import { IMAGE_MAX_BYTES, type ImageJson, type UploadSettings } from '../../../contract/images.ts'
import { primaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import type { FieldErrors } from '../../components/form/use-form.ts'
import { Icon } from '../../components/icon.tsx'
import { Notice } from '../../components/notice.tsx'
import type { FormFailure } from '../../context.ts'
import { useEarlyFiles } from '../../lib/use-early-files.ts'
import { DisclosureFields } from './disclosure-fields.tsx'
import { CategoryField, ExpiryField } from './post-fields.tsx'
import { UploadQueueList } from './upload-queue-list.tsx'
import { BATCH_MAX, useUploadQueue } from './use-upload-queue.ts'

/**
 * The dashboard upload: up to BATCH_MAX photos at once (picker, drag and drop, a phone's camera),
 * with one category, expiry and disclosure for the batch. Each photo is its own request with its
 * own progress and Retry, and becomes a draft look the creator tags and publishes in the list.
 * Before the script runs, and without it, the form posts its photos to the dashboard's action
 * (intent "upload", upload-action.server.ts), which makes the same drafts.
 */
export function UploadForm({ settings, onUploaded }: { settings: UploadSettings; onUploaded: (image: ImageJson) => void }) {
  const { t } = useTranslation()
  const id = useId()
  // A plain post's answer: the drafts it made, or its refusal in place.
  const answer = useActionData() as { saved?: string; uploaded?: number; more?: boolean; failure?: FormFailure } | undefined
  const posted = answer?.saved === 'upload' ? answer : undefined
  const failure = answer?.failure?.values?.intent === 'upload' ? answer.failure : undefined
  const formRef = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const cameraRef = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<File[]>([])
  const [over, setOver] = useState(false)
  const [errors, setErrors] = useState<FieldErrors>(failure?.fieldErrors ?? {})
  const [note, setNote] = useState<string | null>(posted?.more ? t('images.too_many_files', { max: BATCH_MAX }) : null)
  const queue = useUploadQueue(onUploaded)
  const { max_expiry_days: maxDays, require_disclosure: requireDisclosure } = settings
  const [disclosure, setDisclosure] = useState<{ value: Disclosure | ''; brand: string }>({
    value: requireDisclosure ? '' : 'none',
    brand: '',
  })

  function choose(files: File[]) {
    const images = files.filter((file) => file.type === '' || file.type.startsWith('image/'))
    setChosen(images.slice(0, BATCH_MAX))
    setNote(images.length > BATCH_MAX ? t('images.too_many_files', { max: BATCH_MAX }) : null)
    setErrors(({ image: _, ...rest }) => rest)
  }
  useEarlyFiles(inputRef, (input) => choose([...(input.files ?? [])]))
  // A photo taken now joins the ones already chosen; the camera input opens the camera only, so
  // it is a second input beside the picker (which on a phone offers the gallery).
  useEarlyFiles(cameraRef, (input) => choose([...chosen, ...(input.files ?? [])]))

  function drop(event: DragEvent) {
    event.preventDefault()
    setOver(false)
    choose([...event.dataTransfer.files])
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const fields = ['category', 'expiry_date', 'disclosure', 'disclosure_brand'].map(
      (k) => [k, String(data.get(k) ?? '')] as [string, string],
    )
    const value = Object.fromEntries(fields)
    const required = t('validation.required')
    const today = utcToday()
    const next: FieldErrors = {}
    if (chosen.length === 0) next.image = required
    else if (chosen.some((file) => file.size > IMAGE_MAX_BYTES)) next.image = t('images.too_large')
    if (!value.category) next.category = required
    if (!value.expiry_date) next.expiry_date = required
    else if (value.expiry_date < today) next.expiry_date = t('images.expiry_in_past')
    else if (value.expiry_date > addDays(today, maxDays)) next.expiry_date = t('images.expiry_max_days', { max: maxDays })
    if (requireDisclosure && !value.disclosure) next.disclosure = t('images.disclosure_required')
    setErrors(next)
    if (Object.keys(next).length > 0) {
      const first = Object.keys(next)[0]
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    const left = queue.add(
      chosen.filter((file) => file.size <= IMAGE_MAX_BYTES),
      fields,
    )
    setNote(left > 0 ? t('images.too_many_files', { max: BATCH_MAX }) : null)
    setChosen([])
    if (inputRef.current) inputRef.current.value = ''
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-7">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('images.upload_title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('images.batch_intro', { max: BATCH_MAX })}</p>
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        className="mt-5 grid gap-5 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
      >
        {/* First, so the action knows the form even when a photo after it is refused mid-read. */}
        <input type="hidden" name="intent" value="upload" />
        <Field
          id={`${id}-image`}
          label={t('images.files_label')}
          required
          hint={t('images.files_hint', { max: BATCH_MAX })}
          error={errors.image}
        >
          {(p) => (
            <div className="mt-1.5">
              <input
                id={p.id}
                ref={inputRef}
                name="image"
                type="file"
                accept="image/*"
                multiple
                required
                aria-invalid={p['aria-invalid']}
                aria-describedby={p['aria-describedby']}
                onChange={(e) => choose([...(e.currentTarget.files ?? [])])}
                className="peer sr-only"
              />
              <label
                htmlFor={p.id}
                onDragOver={(e) => {
                  e.preventDefault()
                  setOver(true)
                }}
                onDragLeave={() => setOver(false)}
                onDrop={drop}
                className={`relative grid aspect-[4/3] w-full cursor-pointer place-items-center overflow-hidden rounded-2xl border-2 border-dashed text-center transition hover:border-brand-500 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200 md:aspect-[4/5] ${over ? 'border-brand-600 bg-brand-50' : 'bg-zinc-50'} ${p['aria-invalid'] ? 'border-red-500' : over ? '' : 'border-zinc-300'}`}
              >
                <span className="flex flex-col items-center gap-2 px-4 text-sm font-medium text-zinc-600">
                  <Icon name="image" className="size-8 text-brand-600" />
                  {chosen.length > 0 ? t('images.upload_count', { count: chosen.length }) : t('images.drop_cta')}
                </span>
              </label>
              {/* Only where a camera is likely (touch screens); elsewhere neither the input nor its label exists for keyboard or reader. */}
              <div className="hidden pointer-coarse:block">
                <input
                  id={`${id}-camera`}
                  ref={cameraRef}
                  name="image"
                  type="file"
                  accept="image/*"
                  capture="environment"
                  onChange={(e) => choose([...chosen, ...(e.currentTarget.files ?? [])])}
                  className="peer/camera sr-only"
                />
                <label
                  htmlFor={`${id}-camera`}
                  className="mt-3 flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 peer-focus-visible/camera:ring-4"
                >
                  <Icon name="camera" className="size-5" />
                  {t('images.take_photo')}
                </label>
              </div>
            </div>
          )}
        </Field>
        <fieldset className="grid content-start gap-5 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-semibold text-zinc-800 sm:col-span-2">
            {t('images.shared_title')}
            <span className="mt-0.5 block text-sm font-normal text-zinc-600">{t('images.shared_hint')}</span>
          </legend>
          <CategoryField id={`${id}-category`} error={errors.category} />
          <ExpiryField id={`${id}-expiry`} maxDays={maxDays} error={errors.expiry_date} preset />
          <DisclosureFields
            value={disclosure.value}
            brand={disclosure.brand}
            onChange={setDisclosure}
            required={requireDisclosure}
            error={errors.disclosure}
            brandError={errors.disclosure_brand}
          />
          <div className="grid gap-3 sm:col-span-2">
            {note && <Notice tone="warning">{note}</Notice>}
            <div role="status">{posted && <Notice tone="success">{t('images.drafts_saved', { count: posted.uploaded ?? 0 })}</Notice>}</div>
            {failure && <Notice tone="error">{failure.error}</Notice>}
            <button type="submit" className={`${primaryButtonClass} w-full sm:w-auto sm:justify-self-start`}>
              {chosen.length > 0 ? t('images.upload_count', { count: chosen.length }) : t('images.upload')}
            </button>
          </div>
        </fieldset>
      </form>
      <UploadQueueList queue={queue} />
    </section>
  )
}
