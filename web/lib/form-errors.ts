import type { TFunction } from 'i18next'
import type { z } from 'zod'

/** A message as a catalog key with its values, the way the contract and the API report it. */
export interface MessageKey {
  key: string
  params?: Record<string, string | number>
}

/**
 * First issue per field from a contract schema. The schemas' messages are catalog keys
 * (`validation.required`, `auth.birthdate_required`, …); anything else becomes `validation.invalid`.
 */
export function issueMessages(issues: readonly z.core.$ZodIssue[]): Record<string, MessageKey> {
  const result: Record<string, MessageKey> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    if (result[field]) continue
    const key = /^[a-z][a-z0-9_]*\.[a-z0-9_.]+$/.test(issue.message) ? issue.message : 'validation.invalid'
    result[field] = issue.code === 'too_big' ? { key, params: { max: Number(issue.maximum) } } : { key }
  }
  return result
}

/** Translates the messages of `issueMessages`. */
export function translateAll(messages: Record<string, MessageKey>, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, String(t(m.key, m.params ?? {}))]))
}

/** Moves focus to the first field (in form order) that has a message. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string | undefined>) {
  if (!form) return
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name
    if (name && errors[name]) {
      ;(element as HTMLElement).focus()
      return
    }
  }
}
