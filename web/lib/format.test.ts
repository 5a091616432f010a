import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMoney } from './format.ts'

describe('money', () => {
  it('shows cents with two decimals in the page language', () => {
    expect(formatMoney(1299, 'eur', 'en')).toBe('€12.99')
    expect(formatMoney(540, 'eur', 'en')).toBe('€5.40')
    expect(formatMoney(600, 'eur', 'de')).toBe('6,00\u00a0€')
    expect(formatMoney(11_988, 'eur', 'de')).toBe('119,88\u00a0€')
    expect(formatMoney(500, 'eur', 'ar')).toMatch(/5[.,٫]00/)
  })

  it('drops zero cents for plan prices only', () => {
    expect(formatMoney(600, 'eur', 'en', { dropZeroCents: true })).toBe('€6')
    expect(formatMoney(1099, 'eur', 'en', { dropZeroCents: true })).toBe('€10.99')
  })

  it('falls back to euros for a malformed currency', () => {
    expect(formatMoney(100, 'euro!', 'en')).toBe('€1.00')
  })
})

describe('dates', () => {
  it('formats timestamps in UTC, labelled, and calendar days without shifting them', () => {
    expect(formatDateTime('2026-11-22T23:30:00Z', 'en')).toBe('Nov 22, 2026, 11:30 PM UTC')
    expect(formatDate('2026-12-01', 'de')).toBe('01.12.2026')
    expect(formatDate('2026-12-01T23:30:00Z', 'en', 'long')).toBe('December 1, 2026')
    expect(formatDate('not a date', 'en')).toBe('not a date')
    expect(formatDate(null, 'en')).toBe('—')
  })
})
