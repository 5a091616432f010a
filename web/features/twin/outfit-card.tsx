import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TwinOutfitFields, twinApi } from '../../../contract/twin.ts'
import { cardClass } from '../../components/card.ts'
import { useForm } from '../../components/form/use-form.ts'
import { ProgressBar } from '../../components/progress-bar.tsx'
import { call } from '../../lib/api.ts'
import { useEarlyFiles } from '../../lib/use-early-files.ts'
import { GenerateActions } from './generate-actions.tsx'
import type { TwinQuota } from './twin-state.ts'
import { useGeneration } from './use-generation.ts'

/** The outfit generator: one photo in, four styles out (same daily limit and retention as the twin). */
export function OutfitCard({ quota, onFinished }: { quota: TwinQuota | null; onFinished: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { running, follow } = useGeneration((generation) => {
    if (generation.status === 'failed') setError(t('twin.generate.failed'))
    onFinished()
  })

  const photoInput = useRef<HTMLInputElement>(null)
  useEarlyFiles(photoInput, (input) => setFile(input.files?.[0] ?? null))

  const { formRef, onSubmit } = useForm({
    schema: TwinOutfitFields,
    read: () => ({}),
    check: (messages) => (file ? messages : { ...messages, image: t('twin.outfit.photo_required') }),
    // The photo is the one field: its message goes in the notice by the button.
    onInvalid: (messages) => {
      setError(messages.image ?? null)
      return false
    },
    send: () => {
      setError(null)
      setProgress(0)
      const form = new FormData()
      if (file) form.append('image', file)
      return call(twinApi.outfit, { form, onProgress: setProgress })
    },
    onSuccess: (generation) => {
      setProgress(null)
      setFile(null)
      follow(generation)
    },
    onFailure: (failure) => {
      setProgress(null)
      setError(failure.error || t('twin.generate.failed'))
    },
  })

  const working = progress !== null || running !== null
  const percent = Math.round((progress ?? 0) * 100)
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('twin.outfit.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('twin.outfit.intro')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
        <label htmlFor={`${id}-photo`} className="text-sm font-semibold text-zinc-900">
          {t('twin.outfit.photo_label')}
        </label>
        {/* The native picker speaks the browser's language, not the page's: our own words instead. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            ref={photoInput}
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            disabled={working}
            onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-photo`}
            aria-hidden="true"
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full bg-zinc-900 px-4 text-sm font-semibold text-white peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200 peer-disabled:opacity-60"
          >
            {t('twin.outfit.choose')}
          </label>
          <span dir="auto" className="min-w-0 truncate text-sm text-zinc-600">
            {file?.name ?? t('twin.outfit.none_chosen')}
          </span>
        </div>
        {progress !== null && (
          <ProgressBar label={t('twin.outfit.uploading')} value={percent} valueText={t('twin.percent', { value: percent })} />
        )}
        <GenerateActions
          busy={false}
          working={working}
          running={running}
          error={error}
          quota={quota}
          sharedWith="daily"
          label={t('twin.outfit.submit')}
        />
      </form>
    </section>
  )
}
