import { afterEach, describe, expect, it, vi } from 'vitest'
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

  it('writes the spec’s sign of each shop currency in every language, never US$, UK£ or AED', () => {
    for (const lang of ['en', 'de', 'ar']) {
      expect(formatMoney(2500, 'usd', lang)).toContain('$')
      expect(formatMoney(2500, 'usd', lang)).not.toContain('US')
      expect(formatMoney(2500, 'gbp', lang)).toContain('£')
      expect(formatMoney(2500, 'gbp', lang)).not.toContain('UK')
      expect(formatMoney(2500, 'aed', lang)).toContain('د.إ')
      expect(formatMoney(2500, 'aed', lang)).not.toContain('AED')
    }
    expect(formatMoney(2500, 'usd', 'en')).toBe('$25.00')
    expect(formatMoney(2500, 'usd', 'ar')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(25).replace('US$', '$'),
    )
    // Bidi marks aside (they keep the amount in order inside Arabic text), the spec's sign and nothing else.
    expect(formatMoney(600, 'aed', 'ar', { dropZeroCents: true }).replace(/[\u200e\u200f]/g, '')).toMatch(/^6\sد\.إ$/)
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

describe('formatters are made once per language and style', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reuses date and money formatters across calls, apart per language, style and currency', () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat')
    const numbers = vi.spyOn(Intl, 'NumberFormat')
    const once = [formatDate('2026-03-04', 'en'), formatDate('2026-03-04', 'de', 'long'), formatMoney(1250, 'EUR', 'ar')]
    const made = { dates: dates.mock.calls.length, numbers: numbers.mock.calls.length }
    for (let i = 0; i < 50; i++) {
      expect(formatDate('2026-03-04', 'en')).toBe(once[0])
      expect(formatDate('2026-03-04', 'de', 'long')).toBe(once[1])
      expect(formatMoney(1250, 'EUR', 'ar')).toBe(once[2])
      formatDateTime('2026-03-04T10:00:00Z', 'de')
    }
    expect(dates.mock.calls.length).toBeLessThanOrEqual(made.dates + 1)
    expect(numbers.mock.calls.length).toBe(made.numbers)
    // The cache keys keep languages, styles and currencies apart.
    expect(formatDate('2026-03-04', 'en')).not.toBe(formatDate('2026-03-04', 'de'))
    expect(formatDate('2026-03-04', 'en', 'long')).toBe('March 4, 2026')
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50')
    expect(formatMoney(1200, 'USD', 'en', { dropZeroCents: true })).toBe('$12')
  })
})
