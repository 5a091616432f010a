import type { TFunction } from 'i18next'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { type ApiErrorBody, type ApiResult, fieldErrors } from '../../lib/api.ts'
import { focusFirstInvalid, issueMessages, type MessageKey, translateAll } from '../../lib/form-errors.ts'

/** Field name → translated message. */
export type FieldErrors = Record<string, string | undefined>

export interface FormOptions<S extends z.ZodType, R> {
  /** The contract schema the API validates with. */
  schema: S
  /** The input to check; by default every field of the form as submitted. */
  read?: (form: HTMLFormElement) => unknown
  /** Checks the schema cannot express (a repeated password, a file's size); gets and returns the messages. */
  check?: (errors: FieldErrors, input: unknown) => FieldErrors
  /** Refused before sending. Return `false` to show no field messages (the form says something else). */
  onInvalid?: (errors: FieldErrors, issues: Record<string, MessageKey>) => unknown
  /** Calls the API with the parsed input (the form is there for multipart uploads). */
  send: (data: z.output<S>, form: HTMLFormElement) => Promise<ApiResult<R>>
  /** Return 'navigating' when the page is being left, so the button stays busy until it is. */
  onSuccess?: (data: R, form: HTMLFormElement) => unknown
  /** Refused by the server, after its field messages (`details`) are shown. */
  onFailure?: (error: ApiErrorBody, status: number) => void
  /** Error codes that belong to one field (e.g. USERNAME_TAKEN → username): focus goes there. */
  codeFields?: Partial<Record<string, string>>
  /** Messages to show from the start: a plain post's refusal, answered by the page's action. */
  initialErrors?: FieldErrors
}

/** What a submission does to the form; the hook wires these to React state and the DOM. */
export interface FormEffects {
  setErrors: (errors: FieldErrors) => void
  setBusy: (busy: boolean) => void
  /** Focus the named field, or else the first field (in form order) with a message. */
  focus: (errors: FieldErrors, field?: string) => void
}

/**
 * One submission: parse with the schema → translated field messages → focus the first → call the
 * API → show the server's field messages and focus the field its code names. Framework-free, so it
 * is tested without a browser; `useForm` is its React binding.
 */
export async function submitForm<S extends z.ZodType, R>(
  options: FormOptions<S, R>,
  form: HTMLFormElement,
  t: TFunction,
  effects: FormEffects,
): Promise<boolean> {
  const input = options.read ? options.read(form) : Object.fromEntries(new FormData(form))
  const parsed = options.schema.safeParse(input)
  const issues = parsed.success ? {} : issueMessages(parsed.error.issues)
  let errors: FieldErrors = translateAll(issues, t)
  if (options.check) errors = options.check(errors, input)
  if (!parsed.success || Object.values(errors).some(Boolean)) {
    const show = options.onInvalid?.(errors, issues) !== false
    effects.setErrors(show ? errors : {})
    if (show) effects.focus(errors)
    return false
  }
  effects.setErrors({})
  effects.setBusy(true)
  const result = await options.send(parsed.data as z.output<S>, form)
  if (result.ok) {
    if (options.onSuccess?.(result.data, form) !== 'navigating') effects.setBusy(false)
    return true
  }
  effects.setBusy(false)
  const fromServer = fieldErrors(result.error)
  effects.setErrors(fromServer)
  options.onFailure?.(result.error, result.status)
  effects.focus(fromServer, options.codeFields?.[result.error.code])
  return false
}

/**
 * The form hook every form uses. Spread `onSubmit` and `ref` on the `<form noValidate>`, read
 * `errors` and `busy`; `clearError` (or `onInput` on the form) removes a message as the field changes.
 */
export function useForm<S extends z.ZodType, R>(options: FormOptions<S, R>) {
  const { t } = useTranslation()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldErrors>(options.initialErrors ?? {})
  const [busy, setBusy] = useState(false)

  function focus(messages: FieldErrors, field?: string) {
    const target = field ? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null
    if (target) target.focus()
    else focusFirstInvalid(formRef.current, messages)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    await submitForm(options, event.currentTarget, t, { setErrors, setBusy, focus })
  }

  function clearError(name: string) {
    if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest)
  }

  return {
    formRef,
    errors,
    setErrors,
    busy,
    onSubmit,
    clearError,
    onInput: (event: FormEvent<HTMLFormElement>) => clearError((event.target as HTMLInputElement).name),
  }
}
