import { describe, expect, it } from 'vitest'
import { toMinorUnits } from './prices-panel.tsx'

describe('a price as the admin types it', () => {
  it('reads whole amounts and up to two decimals with a point or a comma, in minor units', () => {
    expect(toMinorUnits('6')).toBe(600)
    expect(toMinorUnits(' 7.5 ')).toBe(750)
    expect(toMinorUnits('10,05')).toBe(1005)
    expect(toMinorUnits('100.00')).toBe(10000)
  })

  it('reads a zero-decimal currency in whole units, and refuses decimals in it', () => {
    expect(toMinorUnits('900', 'jpy')).toBe(900)
    expect(toMinorUnits('12000', 'krw')).toBe(12000)
    expect(toMinorUnits('900.50', 'jpy')).toBeNaN()
    expect(toMinorUnits('2500', 'huf')).toBe(250000)
  })

  it('is not a number for anything else, so the form names the field', () => {
    for (const text of ['', 'six', '6.555', '-6', '6 €', '1e3']) expect(toMinorUnits(text)).toBeNaN()
  })
})
