import { describe, expect, it } from 'vitest'
import { ResetPasswordFields } from './reset-password-fields.ts'

const token = 'a'.repeat(32)
const messages = (input: Record<string, string>) =>
  Object.fromEntries((ResetPasswordFields.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('the reset form fields', () => {
  it('ask for the password first, then judge the repeat, one message at a time', () => {
    expect(messages({ token, newPassword: '', confirmPassword: 'x' })).toEqual({ newPassword: 'validation.required' })
    expect(messages({ token, newPassword: 'short', confirmPassword: 'other' })).toEqual({ newPassword: 'auth.password_too_short' })
    expect(messages({ token, newPassword: 'Fresh-Start-2025!', confirmPassword: 'Fresh-Start-2026!' })).toEqual({
      confirmPassword: 'reset.new.mismatch',
    })
    expect(messages({ token, newPassword: 'Fresh-Start-2025!', confirmPassword: 'Fresh-Start-2025!' })).toEqual({})
  })

  it('refuse a link that cannot hold a token', () => {
    expect(Object.keys(messages({ token: 'cut', newPassword: 'Fresh-Start-2025!', confirmPassword: 'Fresh-Start-2025!' }))).toEqual([
      'token',
    ])
  })
})
