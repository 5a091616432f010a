import { data } from 'react-router'
import { ERROR_CODES, type ErrorCode, isErrorCode } from '../../contract/errors.ts'

/** The code a service error (`AppError`) or an API error body carries, if it is one of ours. */
export function errorCodeOf(error: unknown): ErrorCode | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return isErrorCode(code) ? code : null
}

/**
 * A loader's answer to an expected service error: `body` with that code's HTTP status (from the
 * error table), for the route's page or its error boundary. Any other error is thrown on, so it
 * still ends on the error page as a 500.
 */
export function errorResponse<T>(error: unknown, expected: readonly ErrorCode[], body: T) {
  const code = errorCodeOf(error)
  if (!code || !expected.includes(code)) throw error
  return data(body, { status: ERROR_CODES[code].status })
}
