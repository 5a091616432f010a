import { describe, expect, it } from 'vitest'
import { decimalAmount, minorDigits, PLAN_CURRENCIES } from './currencies.ts'
import { formatMoney } from './intl.ts'

describe('plan currencies and their minor units', () => {
  it('counts yen and won in whole units and the others in hundredths, as Stripe does', () => {
    expect(minorDigits('jpy')).toBe(0)
    expect(minorDigits('KRW')).toBe(0)
    for (const code of PLAN_CURRENCIES.filter((c) => c !== 'jpy' && c !== 'krw')) expect(minorDigits(code)).toBe(2)
    expect(decimalAmount(1250, 'eur')).toBe('12.50')
    expect(decimalAmount(1250, 'jpy')).toBe('1250')
  })

  it('formats an amount in minor units with the digits its currency has', () => {
    expect(formatMoney(900, 'jpy', 'en')).toBe('¥900')
    expect(formatMoney(900, 'eur', 'en')).toBe('€9.00')
    expect(formatMoney(600, 'eur', 'de', { dropZeroCents: true })).toBe('6\u00a0€')
    expect(formatMoney(1250, 'chf', 'en', { dropZeroCents: true })).toBe('CHF\u00a012.50')
    expect(formatMoney(250000, 'huf', 'de', { dropZeroCents: true })).toBe('2.500\u00a0Ft')
  })

  it('knows the currency name in every language for every plan currency', () => {
    for (const code of PLAN_CURRENCIES)
      for (const lang of ['en', 'de', 'ar'])
        expect(new Intl.DisplayNames(lang, { type: 'currency', fallback: 'none' }).of(code.toUpperCase())).toBeTruthy()
  })
})
