import fp from 'fastify-plugin'
import { AppError } from '../errors.ts'
import { storableBodies } from './input-text.ts'

/** Deepest nesting of arrays and objects a JSON body may have; real forms stay under 8. */
export const JSON_MAX_DEPTH = 32
/** Most arrays and objects a JSON body may hold; the largest form (a 50-line cart) has about 50. */
export const JSON_MAX_CONTAINERS = 1000
/** Largest JSON body: the largest form sends a few KB. Uploads are multipart and have their own limit. */
export const JSON_BODY_LIMIT = 256 * 1024

/** A `\u` escape that can spell NUL or half of a surrogate pair (an escaped backslash before `u` only costs a walk). */
const ESCAPED_UNSTORABLE = /\\u(?:0000|[dD][89a-fA-F])/

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/**
 * What is wrong with the shape of a JSON text, if anything: nested deeper than `maxDepth`, or more
 * than `maxContainers` arrays and objects in all. One pass over the characters, skipping strings, so
 * it costs the same for any shape and spares the parser the bodies that would cost it most.
 * Malformed text is left to the parser.
 */
export function jsonShapeProblem(text: string, maxDepth: number, maxContainers: number): 'deep' | 'complex' | undefined {
  let depth = 0
  let containers = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > maxDepth) return 'deep'
      if (++containers > maxContainers) return 'complex'
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--
  }
  return undefined
}

/**
 * JSON bodies are measured before anything recursive touches them: over JSON_BODY_LIMIT the answer
 * is 413, nested deeper than JSON_MAX_DEPTH 400 (BODY_TOO_DEEP), more than JSON_MAX_CONTAINERS arrays
 * and objects 400 (BODY_TOO_COMPLEX), all before parsing, so no later
 * step (parser, schema, text checks) ever sees an input whose cost grows with its depth. A body
 * whose text cannot hold unstorable characters skips the walk of input-text.ts.
 */
export const jsonBody = fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error')
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT }, (req, body, done) => {
      const text = body as string
      const problem = jsonShapeProblem(text, JSON_MAX_DEPTH, JSON_MAX_CONTAINERS)
      if (problem) return done(new AppError(problem === 'deep' ? 'BODY_TOO_DEEP' : 'BODY_TOO_COMPLEX'), undefined)
      parse(req, text, (error, value) => {
        if (!error && typeof value === 'object' && value !== null && !ESCAPED_UNSTORABLE.test(text)) storableBodies.add(value)
        done(error, value)
      })
    })
  },
  { name: 'json-body', dependencies: ['errors'] },
)
