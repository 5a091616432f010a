import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { fieldMessages, type MessageKey } from '../../contract/errors.ts'

export type { MessageKey }

/**
 * First issue per field from a contract schema, mapped the way the server maps its own
 * (contract/errors.ts): catalog keys (`validation.required`, …), anything else `validation.invalid`.
 */
export function issueMessages(issues: readonly z.core.$ZodIssue[]): Record<string, MessageKey> {
  return fieldMessages(issues)
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
