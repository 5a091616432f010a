import fp from 'fastify-plugin'
import { textIsStorable, UNSTORABLE_TEXT_KEY } from '../../contract/text.ts'
import { AppError } from '../errors.ts'

/** Path (dotted, as in validation details) of the first string in `value` that cannot be stored. */
export function findUnstorableText(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return textIsStorable(value) ? undefined : path.join('.') || 'body'
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined
  for (const [key, item] of Object.entries(value)) {
    if (!textIsStorable(key)) return [...path, key].join('.')
    const found = findUnstorableText(item, [...path, key])
    if (found !== undefined) return found
  }
  return undefined
}

/** The field error for text that cannot be stored, as a 400 VALIDATION_FAILED. */
export function unstorableText(field: string) {
  return new AppError('VALIDATION_FAILED', [{ field, key: UNSTORABLE_TEXT_KEY }])
}

/**
 * One rule for every text field of every API route, new ones included: a NUL byte or a lone
 * surrogate anywhere in the path parameters, query or parsed body is a 400 before the route's
 * schema runs. Multipart fields, which routes read themselves, go through the same check in
 * server/http/multipart-form.ts. Runs after the guards (onRequest), so guests still get 401.
 */
export const inputText = fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      if (!req.url.startsWith('/api/')) return
      for (const value of [req.params, req.query, req.body]) {
        const field = findUnstorableText(value)
        if (field !== undefined) throw unstorableText(field)
      }
    })
  },
  { name: 'input-text', dependencies: ['errors'] },
)
