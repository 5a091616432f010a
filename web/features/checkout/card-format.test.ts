import { describe, expect, it } from 'vitest'
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts'

describe('card form formatting', () => {
  it('groups the card number in fours and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00')
    expect(formatCardNumber('42424242424242424242424')).toBe('4242 4242 4242 4242 424')
  })

  it('writes the expiry as MM / YY while typing and deleting', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12', '1')).toBe('12 / ')
    expect(formatExpiry('12 / 3', '12 / ')).toBe('12 / 3')
    expect(formatExpiry('5', '')).toBe('05 / ')
    expect(formatExpiry('1239')).toBe('12 / 39')
    expect(formatExpiry('12 /', '12 / ')).toBe('1')
    expect(formatExpiry('12 / ', '12 / 3')).toBe('12')
  })

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234')
  })
})
