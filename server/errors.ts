import { ERROR_CODES, type ErrorCode, type ErrorDetail, type IssueLike, issueDetail } from '../contract/errors.ts'

// The table and the detail shape live in contract/ so the web types API errors with them.
export { ERROR_CODES, type ErrorCode, type ErrorDetail }

export class AppError extends Error {
  readonly code: ErrorCode
  readonly details?: ErrorDetail[]
  /** Values for the message itself, e.g. the support address in ACCOUNT_BLOCKED. */
  readonly params?: Record<string, string | number>

  constructor(code: ErrorCode, details?: ErrorDetail[], options?: ErrorOptions & { params?: Record<string, string | number> }) {
    super(code, options)
    this.name = 'AppError'
    this.code = code
    this.details = details
    this.params = options?.params
  }

  get status() {
    return ERROR_CODES[this.code].status
  }
}

/** A zod failure from a body the route parsed itself (multipart forms) as VALIDATION_FAILED. */
export function validationFailed(issues: readonly IssueLike[]) {
  return new AppError('VALIDATION_FAILED', issues.map(issueDetail))
}
