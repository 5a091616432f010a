import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '../../lib/api.ts'
import { Field, Notice, primaryButtonClass, Spinner } from '../auth/form-ui.tsx'
import { cardClass } from '../dashboard/flash-message.tsx'
import { type GeneratedImage, readImages, type TwinStatus } from './twin-state.ts'

/** A sane prompt length; the server has the binding limit. */
const PROMPT_MAX = 500

/** Prompt and "Generate 2 Daily Images"; refused on the page too unless the twin is ready. */
export function GenerateCard({ status, onGenerated }: { status: TwinStatus; onGenerated: (images: GeneratedImage[]) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [prompt, setPrompt] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!prompt.trim()) return setError(t('ai.generate.prompt_required'))
    if (status !== 'ready') return setError(t('ai.generate.not_ready'))
    setError(null)
    setBusy(true)
    const result = await api('/api/twin/generate', { body: { prompt: prompt.trim() } })
    setBusy(false)
    if (!result.ok) return setError(result.error.error || t('ai.generate.failed'))
    onGenerated(readImages(result.data))
  }

  return (
    <section aria-labelledby={`${id}-title`} className={cardClass}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('ai.generate.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('ai.generate.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
        <Field id={`${id}-prompt`} label={t('ai.generate.prompt_label')} required error={undefined}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              maxLength={PROMPT_MAX}
              value={prompt}
              placeholder={t('ai.generate.prompt_placeholder')}
              onChange={(e) => setPrompt(e.currentTarget.value)}
            />
          )}
        </Field>
        <div role="status" aria-live="polite" className="empty:hidden">
          {busy && (
            <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
              <Spinner className="size-5 border-brand-200 border-t-brand-700" />
              {t('ai.generate.working')}
            </p>
          )}
        </div>
        {error && <Notice tone="error">{error}</Notice>}
        <button type="submit" disabled={busy} className={`${primaryButtonClass} sm:justify-self-start`}>
          {busy && <Spinner />}
          {t('ai.generate.submit')}
        </button>
      </form>
    </section>
  )
}
