import type { z } from 'zod'

/** A field message as a catalog key with its values, the way the API reports it. */
export interface FieldMessage {
  key: string
  params?: Record<string, string | number>
}

/**
 * First issue per field from the contract schema, keyed like the API's `details` (the schema's
 * messages are catalog keys such as `validation.too_long`, which needs `{max}`).
 */
export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, FieldMessage> {
  const result: Record<string, FieldMessage> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.')
    if (result[field]) continue
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid'
    result[field] = issue.code === 'too_big' ? { key, params: { max: Number(issue.maximum) } } : { key }
  }
  return result
}
