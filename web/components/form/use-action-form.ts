import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { focusFirstInvalid, issueMessages, type MessageKey, translateAll } from '../../lib/form-errors.ts'
import { useFormFailure } from './form-failure.ts'
import type { FieldErrors } from './use-form.ts'

export interface ActionFormOptions {
  /** The contract schema the action parses with: checked in the browser first, once the script runs. */
  schema: z.ZodType
  /** The input to check; by default every field of the form. */
  read?: (form: HTMLFormElement) => unknown
  /** Checks the schema cannot express (a repeated password); gets and returns the messages. */
  check?: (errors: FieldErrors, input: unknown) => FieldErrors
  /** Refused in the browser. Return `false` to show no field messages (the form says something else). */
  onInvalid?: (errors: FieldErrors, issues: Record<string, MessageKey>) => unknown
  /** Error codes that belong to one field (EMAIL_TAKEN → email): focus goes there after a refusal. */
  codeFields?: Partial<Record<string, string>>
  /** The form is a document post (`reloadDocument`): busy until the page is left. */
  reloadDocument?: boolean
  /**
   * On a page with several forms to one action: this form's `intent` field. Only a refusal of
   * this form's post is shown here, and it is busy only while its own post runs.
   */
  intent?: string
}

/**
 * A `<Form method="post">` to the page's route action (docs/how-to/add-a-form-action.md) with the
 * browser's check in front once the script runs: an input the schema refuses is not sent, its
 * messages show at once as before. Without the script (or before it) the form posts as it is and
 * the action's refusal (`useFormFailure`) fills the same messages. Spread `ref`, `onSubmit` and
 * `onInput` on the form; `errors` and `busy` as with `useForm`.
 */
export function useActionForm(options: ActionFormOptions) {
  const { t } = useTranslation()
  const anyFailure = useFormFailure()
  const failure = !options.intent || anyFailure?.values?.intent === options.intent ? anyFailure : undefined
  const navigation = useNavigation()
  const posting =
    navigation.formMethod?.toLowerCase() === 'post' && (!options.intent || navigation.formData?.get('intent') === options.intent)
  const formRef = useRef<HTMLFormElement>(null)
  // The browser's own refusal of the last submit; null once a submit went to the server.
  const [local, setLocal] = useState<FieldErrors | null>(null)
  const [cleared, setCleared] = useState<Record<string, boolean>>({})
  // A document post (reloadDocument) leaves the page: busy until it has.
  const [leaving, setLeaving] = useState(false)

  useEffect(() => {
    if (!failure) return
    setCleared({})
    setLeaving(false)
    const field = options.codeFields?.[failure.code]
    const target = field ? formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`) : null
    if (target) target.focus()
    else focusFirstInvalid(formRef.current, failure.fieldErrors)
  }, [failure, options.codeFields])

  const shown: FieldErrors = local ?? failure?.fieldErrors ?? {}
  const errors: FieldErrors = Object.fromEntries(Object.entries(shown).filter(([name]) => !cleared[name]))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const input = options.read ? options.read(form) : Object.fromEntries(new FormData(form))
    const parsed = options.schema.safeParse(input)
    const issues = parsed.success ? {} : issueMessages(parsed.error.issues)
    let found: FieldErrors = translateAll(issues, t)
    if (options.check) found = options.check(found, input)
    setCleared({})
    if (!parsed.success || Object.values(found).some(Boolean)) {
      event.preventDefault()
      const show = options.onInvalid?.(found, issues) !== false
      setLocal(show ? found : {})
      if (show) focusFirstInvalid(form, found)
      return
    }
    setLocal(null)
    if (options.reloadDocument) setLeaving(true)
  }

  return {
    formRef,
    errors,
    /** Whether the last refusal came from the server (its message may be shown). */
    failure: local ? undefined : failure,
    busy: posting || (leaving && !failure),
    onSubmit,
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name
      if (name) setCleared((c) => (c[name] ? c : { ...c, [name]: true }))
    },
  }
}
