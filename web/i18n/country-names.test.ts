import { describe, expect, it } from 'vitest'
import { countryCode, countryName, countryOptions } from './country-names.ts'

describe('country names', () => {
  it('shows a country typed in English in the page language', () => {
    expect(countryName('Germany', 'ar')).toBe('ألمانيا')
    expect(countryName('Germany', 'de')).toBe('Deutschland')
    expect(countryName('Austria', 'de')).toBe('Österreich')
    expect(countryName('Germany', 'en')).toBe('Germany')
  })

  it('understands other spellings: another language, any case, an ISO code, common short forms', () => {
    expect(countryName('deutschland', 'en')).toBe('Germany')
    expect(countryName('مصر', 'en')).toBe('Egypt')
    expect(countryName(' FR ', 'de')).toBe('Frankreich')
    expect(countryName('USA', 'de')).toBe('Vereinigte Staaten')
    expect(countryName('UAE', 'ar')).toBe('الإمارات العربية المتحدة')
    expect(countryName('The Netherlands', 'de')).toBe('Niederlande')
  })

  it('keeps what is not a country as typed', () => {
    expect(countryName('Atlantis ', 'ar')).toBe('Atlantis')
    expect(countryCode('Unknown Region')).toBeUndefined()
  })

  it('orders the filter by the labels in the page language and keeps the stored values', () => {
    expect(countryOptions(['Germany', 'Austria', 'Egypt'], 'de')).toEqual([
      { value: 'Egypt', label: 'Ägypten' },
      { value: 'Germany', label: 'Deutschland' },
      { value: 'Austria', label: 'Österreich' },
    ])
  })
})
