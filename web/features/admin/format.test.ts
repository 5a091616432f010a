import { describe, expect, it } from 'vitest'
import { formatCents, formatDateTime, formatDay, safeHttpUrl } from './format.ts'

describe('admin formatting', () => {
  it('shows cents as euros with two decimals in the page language', () => {
    expect(formatCents(1299, 'eur', 'en')).toBe('€12.99')
    expect(formatCents(11_988, 'eur', 'de')).toBe('119,88\u00a0€')
    expect(formatCents(500, 'eur', 'ar')).toMatch(/5[.,٫]00/)
  })

  it('falls back to euros for a malformed currency', () => {
    expect(formatCents(100, 'euro!', 'en')).toBe('€1.00')
  })

  it('formats timestamps in UTC, labelled, and calendar days without shifting them', () => {
    expect(formatDateTime('2026-11-22T23:30:00Z', 'en')).toBe('Nov 22, 2026, 11:30 PM UTC')
    expect(formatDay('2026-12-01', 'de')).toBe('01.12.2026')
    expect(formatDay('not a date', 'en')).toBe('not a date')
  })

  it('turns only http(s) addresses into links', () => {
    expect(safeHttpUrl('https://www.instagram.com/p/abc/')).toBe('https://www.instagram.com/p/abc/')
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull()
    expect(safeHttpUrl('instagram.com/p/abc')).toBeNull()
  })
})
