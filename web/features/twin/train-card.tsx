import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TWIN_GENDERS, TWIN_TRAINING_PHOTOS, type TwinGender, type TwinStatus, twinApi } from '../../../contract/twin.ts'
import { cardClass } from '../../components/card.ts'
import { primaryButtonClass, ScriptButton, Spinner } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'
import { Notice } from '../../components/notice.tsx'
import { ProgressBar } from '../../components/progress-bar.tsx'
import { call } from '../../lib/api.ts'
import { useEarlyFiles } from '../../lib/use-early-files.ts'
import { faceCheck, keepFirstPhotos, type TwinView } from './twin-state.ts'

/**
 * Four photos and a gender, then Train. Chosen photos are uploaded at once (with progress) and
 * kept privately on the server until the training is done; each can be removed before training.
 */
export function TrainCard({ twin, onStatus }: { twin: TwinView; onStatus: (status: TwinStatus) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [gender, setGender] = useState<TwinGender>('woman')
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [training, setTraining] = useState(false)
  const [removing, setRemoving] = useState<string | null>(null)
  const stored = twin.photos.length
  const locked = !twin.canTrain || twin.status === 'processing'

  async function choose(input: HTMLInputElement) {
    const { kept, tooMany } = keepFirstPhotos(Array.from(input.files ?? []), stored)
    input.value = ''
    setNotice(tooMany ? t('twin.train.too_many') : null)
    setError(null)
    if (kept.length === 0) return
    const form = new FormData()
    for (const file of kept) form.append('images', file)
    setProgress(0)
    const result = await call(twinApi.upload, { form, onProgress: setProgress })
    setProgress(null)
    if (!result.ok) return setError(result.error.error || t('twin.train.upload_failed'))
    onStatus(result.data)
  }
  const photosInput = useRef<HTMLInputElement>(null)
  useEarlyFiles(photosInput, (input) => void choose(input))

  async function remove(photoId: string) {
    setRemoving(photoId)
    const result = await call(twinApi.deletePhoto, { params: { id: photoId } })
    setRemoving(null)
    if (!result.ok) return setError(result.error.error || t('twin.train.upload_failed'))
    onStatus(result.data)
  }

  async function train() {
    if (stored < TWIN_TRAINING_PHOTOS) return setError(t('twin.train.need_four'))
    setError(null)
    setTraining(true)
    const result = await call(twinApi.train, { body: { gender } })
    setTraining(false)
    if (!result.ok) return setError(result.error.error || t('twin.train.failed'))
    onStatus(result.data)
  }

  const uploading = progress !== null
  const percent = Math.round((progress ?? 0) * 100)
  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('twin.train.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('twin.train.intro')}</p>
      {!twin.faceCheck && (
        <div className="mt-3" data-no-face-check>
          <Notice tone="warning">{t('twin.no_face_check')}</Notice>
        </div>
      )}
      <div className="mt-5 grid gap-5">
        <div>
          <input
            ref={photosInput}
            id={`${id}-photos`}
            type="file"
            accept="image/*"
            multiple
            disabled={locked || uploading || training}
            onChange={(e) => void choose(e.currentTarget)}
            className="peer sr-only"
          />
          <label
            htmlFor={`${id}-photos`}
            className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed border-zinc-300 bg-zinc-50 px-4 py-5 text-center text-sm font-medium text-zinc-700 transition hover:border-brand-500 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
          >
            <span>{t('twin.train.choose')}</span>
            <span className="text-xs font-normal text-zinc-500">
              {t('twin.train.chosen', { count: stored, max: TWIN_TRAINING_PHOTOS })}
            </span>
          </label>
          {stored > 0 && (
            <ul className="mt-3 grid grid-cols-4 gap-2" aria-label={t('twin.train.previews')}>
              {twin.photos.map((photo, index) => (
                <li key={photo.id} className="relative">
                  <img
                    src={photo.url}
                    alt={t('twin.train.preview_alt', { number: index + 1 })}
                    className="aspect-square w-full rounded-xl bg-zinc-100 object-cover"
                  />
                  <FaceBadge faces={photo.faces} checked={twin.faceCheck} />
                  {!locked && (
                    <ScriptButton
                      disabled={removing === photo.id}
                      onClick={() => void remove(photo.id)}
                      aria-label={t('twin.train.remove', { number: index + 1 })}
                      className="absolute end-1 top-1 grid size-8 place-items-center rounded-full bg-zinc-900/75 text-white hover:bg-zinc-900"
                    >
                      <Icon name="close" className="size-4" />
                    </ScriptButton>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <fieldset disabled={locked}>
          <legend className="text-sm font-semibold text-zinc-900">{t('twin.train.gender')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {TWIN_GENDERS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ring-zinc-300 has-checked:bg-brand-50 has-checked:ring-brand-500"
              >
                <input type="radio" name={`${id}-gender`} value={value} checked={gender === value} onChange={() => setGender(value)} />
                <span className="text-sm font-medium">{t(`twin.train.genders.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {uploading && <ProgressBar label={t('twin.train.uploading')} value={percent} valueText={t('twin.percent', { value: percent })} />}
        <div role="status" aria-live="polite" className="empty:hidden">
          {notice && <Notice tone="warning">{notice}</Notice>}
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <ScriptButton
          onClick={() => void train()}
          disabled={locked || uploading || training || twin.checkingFaces}
          className={`${primaryButtonClass} sm:justify-self-start`}
        >
          {(training || twin.status === 'processing') && <Spinner />}
          {training || twin.status === 'processing' ? t('twin.train.training') : t('twin.train.submit')}
        </ScriptButton>
      </div>
    </section>
  )
}

/** The face check's verdict under a training photo (exactly one face is needed). */
function FaceBadge({ faces, checked }: { faces: number | null; checked: boolean }) {
  const { t } = useTranslation()
  const state = faceCheck(faces, checked)
  const tone =
    state === 'ok' ? 'text-emerald-700' : state === 'checking' || state === 'unchecked' ? 'text-zinc-600' : 'font-semibold text-red-700'
  return (
    <p className={`mt-1 flex items-center gap-1 text-xs ${tone}`}>
      {state === 'checking' && <Spinner className="size-3 border-zinc-300 border-t-zinc-600" />}
      {state === 'ok' && <Icon name="check" className="size-3.5" />}
      {t(`twin.train.faces.${state}`, { count: faces ?? 0 })}
    </p>
  )
}
