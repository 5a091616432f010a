import { useRevalidator } from 'react-router'
import type { z } from 'zod'
import { useFlash } from '../../components/flash.tsx'
import { type FormOptions, useForm } from '../../components/form/use-form.ts'
import type { ApiErrorBody } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

interface SettingsFormOptions<S extends z.ZodType, R> extends Pick<FormOptions<S, R>, 'schema' | 'read' | 'send'> {
  /** The message after a save. */
  saved: string
  /** The message after a refusal. */
  failed: (error: ApiErrorBody) => string
}

/**
 * A settings form of the admin area: checked with its contract schema, sent, then the page's loader
 * reads again so every panel shows what is now in force; one message says how the save went.
 */
export function useSettingsForm<S extends z.ZodType, R>({ saved, failed, ...options }: SettingsFormOptions<S, R>) {
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const [flash, show] = useFlash()
  const form = useForm({
    ...options,
    onSuccess: () => {
      show('success', saved)
      void revalidator.revalidate()
    },
    onFailure: (error) => show('error', failed(error)),
  })
  return { ...form, flash, hydrated }
}
