import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TWIN_PROMPT_MAX, TwinGenerateInput, type TwinStatusValue, twinApi } from '../../../contract/twin.ts'
import { cardClass } from '../../components/card.ts'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { call } from '../../lib/api.ts'
import { GenerateActions } from './generate-actions.tsx'
import type { TwinQuota } from './twin-state.ts'
import { useGeneration } from './use-generation.ts'

/** Prompt and "Generate 2 Daily Images"; refused on the page too unless the twin is ready. */
export function GenerateCard({
  wide,
  status,
  quota,
  onFinished,
}: {
  wide: boolean
  status: TwinStatusValue
  quota: TwinQuota | null
  onFinished: () => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [prompt, setPrompt] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { running, follow } = useGeneration((generation) => {
    if (generation.status === 'failed') setError(t('twin.generate.failed'))
    onFinished()
  })
  const { formRef, errors, busy, onSubmit, clearError } = useForm({
    schema: TwinGenerateInput,
    // The server refuses a twin that is not ready too; saying so here spares the round trip.
    check: (messages) => (messages.prompt || status === 'ready' ? messages : { prompt: t('twin.generate.not_ready') }),
    onInvalid: () => setError(null),
    send: (input) => {
      setError(null)
      return call(twinApi.generate, { body: input })
    },
    onSuccess: (generation) => follow(generation),
    onFailure: (failure) => setError(failure.error || t('twin.generate.failed')),
  })

  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} ${wide ? 'xl:col-span-2' : ''}`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('twin.generate.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('twin.generate.intro')}</p>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4">
        <Field id={`${id}-prompt`} label={t('twin.generate.prompt_label')} required error={errors.prompt}>
          {(p) => (
            <textarea
              {...p}
              name="prompt"
              rows={3}
              maxLength={TWIN_PROMPT_MAX}
              value={prompt}
              placeholder={t('twin.generate.prompt_placeholder')}
              onChange={(e) => {
                setPrompt(e.currentTarget.value)
                clearError('prompt')
              }}
            />
          )}
        </Field>
        <GenerateActions
          busy={busy}
          working={busy || running !== null}
          running={running}
          error={error}
          quota={quota}
          sharedWith="outfits"
          label={t('twin.generate.submit')}
        />
      </form>
    </section>
  )
}
