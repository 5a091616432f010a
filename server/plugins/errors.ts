import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { issueDetail } from '../../contract/errors.ts'
import { AppError, ERROR_CODES, type ErrorCode, type ErrorDetail } from '../errors.ts'

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

function send(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details?: ErrorDetail[],
  params?: Record<string, string | number>,
) {
  const entry = ERROR_CODES[code]
  const { status, key } = entry
  if ('retryAfterSeconds' in entry) reply.header('Retry-After', String(entry.retryAfterSeconds))
  const translated = details?.map((d) => ({ ...d, message: req.t(d.key, d.params) }))
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error: req.t(key, params), code, ...(translated?.length ? { details: translated } : {}) })
}
