import fp from 'fastify-plugin'
import { textIsStorable, UNSTORABLE_TEXT_KEY } from '../../contract/text.ts'
import { AppError } from '../errors.ts'

type Container = Record<string, unknown> | unknown[]

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null && !Buffer.isBuffer(value)

/**
 * Path (dotted, as in validation details) of the first string in `value` that cannot be stored
 * (a key or a value). Depth first with its own stack of open arrays and objects (their keys, none
 * for an array, and the position reached), so the cost is linear in the size of the input whatever
 * its depth, and the path is only spelled out for the string it reports.
 */
export function findUnstorableText(value: unknown): string | undefined {
  if (typeof value === 'string') return textIsStorable(value) ? undefined : 'body'
  if (!isContainer(value)) return undefined
  const nodes: Container[] = []
  const keyLists: (string[] | undefined)[] = []
  const positions: number[] = []
  const open = (node: Container) => {
    nodes.push(node)
    keyLists.push(Array.isArray(node) ? undefined : Object.keys(node))
    positions.push(-1)
  }
  const path = () => positions.map((at, depth) => keyLists[depth]?.[at] ?? String(at)).join('.')
  open(value)
  while (nodes.length) {
    const top = nodes.length - 1
    const node = nodes[top] as Container
    const keys = keyLists[top]
    const at = (positions[top] as number) + 1
    positions[top] = at
    if (at >= (keys ? keys.length : (node as unknown[]).length)) {
      nodes.pop()
      keyLists.pop()
      positions.pop()
      continue
    }
    const key = keys?.[at]
    if (key !== undefined && !textIsStorable(key)) return path()
    const item = key === undefined ? (node as unknown[])[at] : (node as Record<string, unknown>)[key]
    if (typeof item === 'string') {
      if (!textIsStorable(item)) return path()
    } else if (isContainer(item)) open(item)
  }
  return undefined
}

/**
 * Parsed JSON bodies whose text held no `\u` escape of NUL or of a surrogate: decoded UTF-8 never
 * yields either, so no string in them needs the walk (server/plugins/json-body.ts adds them).
 */
export const storableBodies = new WeakSet<object>()

/** The field error for text that cannot be stored, as a 400 VALIDATION_FAILED. */
export function unstorableText(field: string) {
  return new AppError('VALIDATION_FAILED', [{ field, key: UNSTORABLE_TEXT_KEY }])
}

/**
 * One rule for every text field of every API route, new ones included: a NUL byte or a lone
 * surrogate anywhere in the path parameters, query or parsed body is a 400 before the route's
 * schema runs; in a page's path it is a 400 before the page's loader runs. Multipart fields, which routes read themselves, go through the same check in
 * server/http/multipart-form.ts. Runs after the guards (onRequest), so guests still get 401.
 */
export const inputText = fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      // Pages: only the path, which their loaders look up (`/checkout/%00`); their query is lenient (searches).
      if (!req.url.startsWith('/api/')) {
        if (findUnstorableText(req.params) !== undefined) throw new AppError('BAD_REQUEST')
        return
      }
      for (const value of [req.params, req.query, req.body]) {
        if (value === req.body && isContainer(value) && storableBodies.has(value)) continue
        const field = findUnstorableText(value)
        if (field !== undefined) throw unstorableText(field)
      }
    })
  },
  { name: 'input-text', dependencies: ['errors'] },
)
