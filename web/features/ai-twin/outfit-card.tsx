import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Notice, primaryButtonClass, Spinner } from '../auth/form-ui.tsx'
import { cardClass } from '../dashboard/flash-message.tsx'
import { uploadWithProgress } from '../images/upload.ts'
import { ProgressBar } from './progress-bar.tsx'
import { type GeneratedImage, readImages } from './twin-state.ts'

/** The outfit generator: one photo in, four styles out (same quotas and retention as the twin). */
export function OutfitCard({ onGenerated }: { onGenerated: (images: GeneratedImage[]) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [file, setFile] = useState<File | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function generate() {
    if (!file) return setError(t('ai.outfit.photo_required'))
    setError(null)
    setBusy(true)
    setProgress(0)
    const form = new FormData()
    form.append('image', file)
    const result = await uploadWithProgress('/api/twin/outfit', form, (value) => setProgress(value < 1 ? value : null))
    setProgress(null)
    setBusy(false)
    if (!result.ok) return setError(result.error.error || t('ai.generate.failed'))
    setFile(null)
    onGenerated(readImages(result.data))
  }

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('ai.outfit.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('ai.outfit.intro')}</p>
      <div className="mt-5 grid gap-4">
        <label htmlFor={`${id}-photo`} className="text-sm font-semibold text-zinc-900">
          {t('ai.outfit.photo_label')}
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          disabled={busy}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          className="block w-full text-sm text-zinc-700 file:me-3 file:rounded-full file:border-0 file:bg-zinc-900 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        {progress !== null && <ProgressBar label={t('ai.outfit.uploading')} value={Math.round(progress * 100)} />}
        <div role="status" aria-live="polite" className="empty:hidden">
          {busy && progress === null && (
            <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
              <Spinner className="size-5 border-brand-200 border-t-brand-700" />
              {t('ai.outfit.working')}
            </p>
          )}
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <button type="button" onClick={() => void generate()} disabled={busy} className={`${primaryButtonClass} sm:justify-self-start`}>
          {busy && <Spinner />}
          {t('ai.outfit.submit')}
        </button>
      </div>
    </section>
  )
}
