import { describe, expect, it } from 'vitest'
import { directionOf, pickLanguage, withoutLanguageParam } from './language.ts'

describe('pickLanguage', () => {
  it('prefers the lang cookie', () => {
    expect(pickLanguage('ar', 'de-DE,de;q=0.9')).toBe('ar')
  })
  it('falls back to the best supported Accept-Language entry by q-value', () => {
    expect(pickLanguage(undefined, 'fr-FR;q=0.9, ar;q=0.8, de;q=0.5')).toBe('ar')
    expect(pickLanguage(undefined, 'de;q=0.2, en;q=0.7')).toBe('en')
  })
  it('ignores an unknown cookie value and defaults to English', () => {
    expect(pickLanguage('xx', undefined)).toBe('en')
    expect(pickLanguage(undefined, 'fr, es')).toBe('en')
  })
  it('gives Arabic a right-to-left direction', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('de')).toBe('ltr')
  })
})

describe('withoutLanguageParam', () => {
  it('drops the language from a query and keeps the rest', () => {
    expect(withoutLanguageParam('?lang=de&page=2')).toBe('?page=2')
    expect(withoutLanguageParam('?page=2&lang=ar&category=clothes')).toBe('?page=2&category=clothes')
    expect(withoutLanguageParam('?lang=en')).toBe('')
  })
  it('leaves a query without one exactly as it was', () => {
    expect(withoutLanguageParam('?search=linen%20shirt&page=2')).toBe('?search=linen%20shirt&page=2')
    expect(withoutLanguageParam('')).toBe('')
  })
})
