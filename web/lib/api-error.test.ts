import { describe, expect, it } from 'vitest'
import { AppError } from '../../server/errors.ts'
import { apiErrorBody } from './api.ts'
import { errorCodeOf, errorResponse } from './api-error.ts'

describe('errorResponse (loaders)', () => {
  it("answers an expected service error with its body and the code's status", () => {
    const forbidden = errorResponse(new AppError('ACCOUNT_NOT_APPROVED'), ['INFLUENCER_NOT_FOUND', 'ACCOUNT_NOT_APPROVED'], { texts: 1 })
    expect(forbidden.init?.status).toBe(403)
    expect(forbidden.data).toEqual({ texts: 1 })
    expect(errorResponse({ code: 'CHECKOUT_NOT_FOUND' }, ['CHECKOUT_NOT_FOUND'], null).init?.status).toBe(404)
  })

  it('throws every other error on', () => {
    const unexpected = new AppError('INTERNAL')
    expect(() => errorResponse(unexpected, ['INFLUENCER_NOT_FOUND'], null)).toThrow(unexpected)
    const plain = new Error('boom')
    expect(() => errorResponse(plain, ['INFLUENCER_NOT_FOUND'], null)).toThrow(plain)
    expect(errorCodeOf({ code: 'NOT_A_CODE' })).toBeNull()
  })
})

describe('apiErrorBody (browser client)', () => {
  it('keeps known codes and reads anything else as UNKNOWN', () => {
    expect(apiErrorBody({ error: 'Nope', code: 'USERNAME_TAKEN' })).toEqual({ error: 'Nope', code: 'USERNAME_TAKEN', details: undefined })
    expect(apiErrorBody({ message: 'Bad gateway', code: 'SOMETHING_ELSE' }).code).toBe('UNKNOWN')
    expect(apiErrorBody(null)).toEqual({ error: '', code: 'UNKNOWN', details: undefined })
  })
})
