import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ERROR_CODES, fieldMessages, isErrorCode, issueDetail } from './errors.ts'

const Form = z.object({
  name: z.string().min(1, 'validation.required').max(5, 'validation.too_long'),
  address: z.object({ city: z.string('Expected string') }),
})

function issues(value: unknown) {
  const result = Form.safeParse(value)
  if (result.success) throw new Error('expected a failure')
  return result.error.issues
}

describe('issueDetail (server answers and forms alike)', () => {
  it('keeps catalog keys, adds max for length limits and dots nested paths', () => {
    expect(issues({ name: 'too long', address: {} }).map(issueDetail)).toEqual([
      { field: 'name', key: 'validation.too_long', params: { max: 5 } },
      { field: 'address.city', key: 'validation.invalid' },
    ])
  })

  it('turns any message that is not a catalog key into validation.invalid', () => {
    expect(issueDetail({ path: ['x'], message: 'Invalid input' })).toEqual({ field: 'x', key: 'validation.invalid' })
    expect(issueDetail({ path: [], message: undefined })).toEqual({ field: '', key: 'validation.invalid' })
  })
})

describe('fieldMessages', () => {
  it('keeps the first message of each field', () => {
    const twice = [
      { path: ['name'], message: 'validation.required' },
      { path: ['name'], message: 'validation.too_long', maximum: 5 },
    ]
    expect(fieldMessages(twice)).toEqual({ name: { key: 'validation.required' } })
  })
})

describe('isErrorCode', () => {
  it('knows the table and nothing else', () => {
    expect(Object.keys(ERROR_CODES).every(isErrorCode)).toBe(true)
    expect(isErrorCode('NETWORK_ERROR')).toBe(false)
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
  })
})
