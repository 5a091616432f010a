import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ZodError } from 'zod'
import { issueDetail } from '../../contract/errors.ts'
import { AppError, ERROR_CODES, type ErrorCode, type ErrorDetail, validationFailed } from '../errors.ts'

/**
 * The one error handler: every API error leaves as `{ error, code, details? }` with `error` in the
 * request's language. Unknown errors become INTERNAL without internals; they are logged instead.
 */
export const errorHandling = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, req, reply) => {
      if (error instanceof AppError) return send(req, reply, error.code, error.details, error.params)
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) =>
          // The zod issue arrives as `/a/b` with its own fields (minimum, maximum, …) in `params`.
          issueDetail({
            path: issue.instancePath.split('/').slice(1),
            message: issue.message,
            maximum: (issue.params as { maximum?: unknown }).maximum,
            params: (issue.params as { params?: Record<string, unknown> }).params,
          }),
        )
        return send(req, reply, 'VALIDATION_FAILED', details)
      }
      const code = codeForStatus(error.statusCode ?? 500, error.code)
      if (ERROR_CODES[code].status >= 500) req.log.error({ err: error }, 'request failed')
      return send(req, reply, code)
    })

    app.setNotFoundHandler((req, reply) => send(req, reply, 'ROUTE_NOT_FOUND'))
  },
  { name: 'errors', dependencies: ['request-language'] },
)

function codeForStatus(status: number, fastifyCode?: string): ErrorCode {
  if (status === 429) return 'RATE_LIMITED'
  if (status === 413) return 'PAYLOAD_TOO_LARGE'
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE'
  if (status === 404) return 'NOT_FOUND'
  if (status === 401) return 'UNAUTHORIZED'
  if (status === 403) return 'FORBIDDEN'
  if (status === 400 || fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'BAD_REQUEST'
  if (status >= 400 && status < 500) return 'BAD_REQUEST'
  return 'INTERNAL'
}

/** An error as the API answers it: status and `{ error, code, details? }` in the request's language. */
export function errorAnswer(t: FastifyRequest['t'], code: ErrorCode, details?: ErrorDetail[], params?: Record<string, string | number>) {
  const { status, key } = ERROR_CODES[code]
  const translated = details?.map((d) => ({ ...d, message: t(d.key, d.params) }))
  return { status, body: { error: t(key, params), code, ...(translated?.length ? { details: translated } : {}) } }
}

/**
 * What a service's error means to the person who sent a form (route actions, server/plugins/web.ts):
 * the API's answer for an AppError or a schema's refusal, null for anything else (a 500).
 */
export function knownErrorAnswer(t: FastifyRequest['t'], error: unknown) {
  if (error instanceof AppError) return errorAnswer(t, error.code, error.details, error.params)
  if (error instanceof ZodError) return errorAnswer(t, 'VALIDATION_FAILED', validationFailed(error.issues).details)
  return null
}

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details?: ErrorDetail[],
  params?: Record<string, string | number>,
) {
  const entry = ERROR_CODES[code]
  if ('retryAfterSeconds' in entry) reply.header('Retry-After', String(entry.retryAfterSeconds))
  const { status, body } = errorAnswer(req.t, code, details, params)
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}
