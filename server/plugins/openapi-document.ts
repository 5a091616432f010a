import { ERROR_CODES } from '../../contract/errors.ts'
import { SESSION_COOKIE } from '../modules/auth/session.ts'
import type { ProtectedRoute } from './auth.ts'
import { multipartBodies } from './endpoints.ts'

/**
 * Completes the generated OpenAPI document for client generators: an operationId per operation,
 * the session schemes on guarded operations (read from the guards routes declare) and the shared
 * error answer on every operation.
 */

type Json = Record<string, unknown>
interface Operation {
  operationId?: string
  security?: Record<string, string[]>[]
  parameters?: unknown[]
  requestBody?: unknown
  responses?: Record<string, unknown>
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const
const ERROR_REF = { $ref: '#/components/schemas/Error' }

export const ERROR_SCHEMA = {
  type: 'object',
  description: 'Every API error: `error` in the request language, `code` from one table, `details` per field.',
  required: ['error', 'code'],
  properties: {
    error: { type: 'string' },
    code: { type: 'string', enum: Object.keys(ERROR_CODES) },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'key', 'message'],
        properties: {
          field: { type: 'string' },
          key: { type: 'string' },
          params: { type: 'object', additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] } },
          message: { type: 'string' },
        },
      },
    },
  },
}

/** `GET /api/users/{id}/images` → `getUsersByIdImages`: method and path, so every operation gets a unique one. */
export function operationIdOf(method: string, path: string) {
  const words = path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)
      return param ? ['by', ...(param[1] ?? '').split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/)
    })
    .filter(Boolean)
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('')
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } })

export function completeDocument(doc: Json, protectedRoutes: readonly ProtectedRoute[]) {
  const access = new Map(
    protectedRoutes.map((route) => [`${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route.access]),
  )
  const components = (doc.components ?? {}) as Json
  doc.components = {
    ...components,
    schemas: { ...(components.schemas as Json), Error: ERROR_SCHEMA },
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'Set by `POST /api/auth/login`.' },
      bearer: { type: 'http', scheme: 'bearer', description: 'The session token in `Authorization: Bearer <token>`.' },
    },
  }
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Partial<Record<string, Operation>>>)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      operation.operationId ??= operationIdOf(method, path)
      const form = multipartBodies.get(`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`)
      if (form) operation.requestBody ??= { required: true, content: { 'multipart/form-data': { schema: form } } }
      const guard = access.get(`${method} ${path}`)
      operation.security ??= guard ? [{ session: [] }, { bearer: [] }] : []
      operation.responses ??= {}
      const responses = operation.responses
      if (operation.parameters?.length || operation.requestBody)
        responses['400'] ??= errorAnswer('Invalid input (VALIDATION_FAILED, BAD_REQUEST)')
      if (guard) responses['401'] ??= errorAnswer('Not signed in (UNAUTHORIZED)')
      if (guard && guard !== 'user') responses['403'] ??= errorAnswer('Not allowed for this account (FORBIDDEN)')
      responses['4XX'] ??= errorAnswer('Any other client error, in the shared error shape')
    }
  }
  fixNullable(doc)
  return doc
}

/** OpenAPI 3.0 allows `nullable` only beside a `type`: a nullable union moves it into each member. */
function fixNullable(node: unknown) {
  if (Array.isArray(node)) return node.forEach(fixNullable)
  if (!node || typeof node !== 'object') return
  const schema = node as Json
  const members = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  if (schema.nullable === true && !schema.type && Array.isArray(members)) {
    delete schema.nullable
    for (const member of members) if (member.type) member.nullable = true
  }
  for (const value of Object.values(schema)) fixNullable(value)
}
