import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../lib/api.ts'
import { Notice, primaryButtonClass, Spinner } from '../auth/form-ui.tsx'
import { cardClass } from '../dashboard/flash-message.tsx'
import { uploadWithProgress } from '../images/upload.ts'
import { ProgressBar } from './progress-bar.tsx'
import { keepFirstPhotos, TWIN_PHOTO_COUNT } from './twin-state.ts'

const GENDERS = ['woman', 'man'] as const

/**
 * Four photos and a gender, then Train: the photos are uploaded (with progress) and the training
 * starts. The server refuses a fifth photo, non-images and a used-up quota again.
 */
export function TrainCard({ disabled, onStarted }: { disabled: boolean; onStarted: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [files, setFiles] = useState<File[]>([])
  const [previews, setPreviews] = useState<string[]>([])
  const [gender, setGender] = useState<(typeof GENDERS)[number]>('woman')
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [training, setTraining] = useState(false)

  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url)
    },
    [previews],
  )

  function choose(list: FileList | null) {
    const { kept, tooMany } = keepFirstPhotos(Array.from(list ?? []))
    setFiles(kept)
    setPreviews(kept.map((file) => URL.createObjectURL(file)))
    setNotice(tooMany ? t('ai.train.too_many') : null)
    setError(null)
  }

  async function train() {
    if (files.length < TWIN_PHOTO_COUNT) {
      setError(t('ai.train.need_four'))
      return
    }
    setError(null)
    setTraining(true)
    setProgress(0)
    const form = new FormData()
    for (const file of files) form.append('images', file)
    const uploaded = await uploadWithProgress('/api/twin/upload', form, setProgress)
    setProgress(null)
    const started = uploaded.ok ? await api('/api/twin/train', { body: { gender } }) : uploaded
    setTraining(false)
    if (!started.ok) {
      setError(started.error.error || t('ai.train.failed'))
      return
    }
    setFiles([])
    setPreviews([])
    onStarted()
  }

  const busy = training || disabled
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('ai.train.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('ai.train.intro')}</p>
      <div className="mt-5 grid gap-5">
        <div>
          <input
            id={`${id}-photos`}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            onChange={(e) => choose(e.currentTarget.files)}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-photos`}
            className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-zinc-300 bg-zinc-50 px-4 py-5 text-center text-sm font-medium text-zinc-700 transition hover:border-brand-500 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <span>{t('ai.train.choose')}</span>
            <span className="text-xs font-normal text-zinc-500">
              {t('ai.train.chosen', { count: files.length, max: TWIN_PHOTO_COUNT })}
            </span>
          </label>
          {previews.length > 0 && (
            <ul className="mt-3 grid grid-cols-4 gap-2" aria-label={t('ai.train.previews')}>
              {previews.map((url, index) => (
                <li key={url}>
                  <img
                    src={url}
                    alt={t('ai.train.preview_alt', { number: index + 1 })}
                    className="aspect-square w-full rounded-xl object-cover"
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-zinc-900">{t('ai.train.gender')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {GENDERS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-zinc-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
              >
                <input type="radio" name={`${id}-gender`} value={value} checked={gender === value} onChange={() => setGender(value)} />
                <span className="text-sm font-medium">{t(`ai.train.genders.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {progress !== null && <ProgressBar label={t('ai.train.uploading')} value={Math.round(progress * 100)} />}
        <div role="status" aria-live="polite" className="empty:hidden">
          {notice && <Notice tone="warning">{notice}</Notice>}
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <button type="button" onClick={() => void train()} disabled={busy} className={`${primaryButtonClass} sm:justify-self-start`}>
          {training && <Spinner />}
          {training ? t('ai.train.training') : t('ai.train.submit')}
        </button>
      </div>
    </section>
  )
}
