/**
 * The one table of error codes: HTTP status and the catalog key of the message shown to people.
 * Services throw `new AppError('CODE')`; the error plugin translates the message into the
 * request's language. 5xx answers never carry internals.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, key: 'errors.validation_failed' },
  BAD_REQUEST: { status: 400, key: 'errors.bad_request' },
  UNAUTHORIZED: { status: 401, key: 'errors.unauthorized' },
  FORBIDDEN: { status: 403, key: 'errors.forbidden' },
  ORIGIN_NOT_ALLOWED: { status: 403, key: 'errors.origin_not_allowed' },
  NOT_FOUND: { status: 404, key: 'errors.not_found' },
  ROUTE_NOT_FOUND: { status: 404, key: 'errors.route_not_found' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  RATE_LIMITED: { status: 429, key: 'errors.rate_limited' },
  CONTACT_FAILED: { status: 500, key: 'contact.failure' },
  INTERNAL: { status: 500, key: 'errors.internal' },
  SERVICE_UNAVAILABLE: { status: 503, key: 'errors.service_unavailable' },
} as const satisfies Record<string, { status: number; key: string }>

export type ErrorCode = keyof typeof ERROR_CODES

export interface ErrorDetail {
  /** Dotted path of the offending field, e.g. `email`. */
  field: string
  /** Catalog key of the field's message, e.g. `validation.too_long`. */
  key: string
  /** Values for the message, e.g. `{ max: 100 }`. */
  params?: Record<string, string | number>
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly details?: ErrorDetail[]

  constructor(code: ErrorCode, details?: ErrorDetail[], options?: ErrorOptions) {
    super(code, options)
    this.name = 'AppError'
    this.code = code
    this.details = details
  }

  get status() {
    return ERROR_CODES[this.code].status
  }
}
