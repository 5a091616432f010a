import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AI_PROMPT_MAX, type TwinGeneration, type TwinStatusValue } from '../../../contract/ai.ts'
import { cardClass } from '../../components/card.ts'
import { primaryButtonClass, Spinner } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { Notice } from '../../components/notice.tsx'
import { api } from '../../lib/api.ts'
import { GenerationStatus } from './generation-status.tsx'
import { useGeneration } from './use-generation.ts'

/** Prompt and "Generate 2 Daily Images"; refused on the page too unless the twin is ready. */
export function GenerateCard({
  wide,
  status,
  left,
  onFinished,
}: {
  wide: boolean
  status: TwinStatusValue
  left: number | null
  onFinished: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [prompt, setPrompt] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { running, follow } = useGeneration((generation) => {
    if (generation.status === 'failed') setError(t('ai.generate.failed'))
    onFinished()
  })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!prompt.trim()) return setError(t('ai.generate.prompt_required'))
    if (status !== 'ready') return setError(t('ai.generate.not_ready'))
    setError(null)
    setBusy(true)
    const result = await api<TwinGeneration>('/api/twin/generate', { body: { prompt: prompt.trim() } })
    setBusy(false)
    if (!result.ok) return setError(result.error.error || t('ai.generate.failed'))
    follow(result.data)
  }

  const working = busy || running !== null
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} ${wide ? 'xl:col-span-2' : ''}`}>
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
              maxLength={AI_PROMPT_MAX}
              value={prompt}
              placeholder={t('ai.generate.prompt_placeholder')}
              onChange={(e) => setPrompt(e.currentTarget.value)}
            />
          )}
        </Field>
        <GenerationStatus busy={busy} running={running} />
        {error && <Notice tone="error">{error}</Notice>}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={working} className={primaryButtonClass}>
            {working && <Spinner />}
            {t('ai.generate.submit')}
          </button>
          {left !== null && <span className="text-sm text-zinc-600">{t('ai.generate.left_today', { count: left })}</span>}
        </div>
      </form>
    </section>
  )
}
