import { describe, expect, it } from 'vitest'
import { DirectoryQuery, TrendsQuery } from './public.ts'
import { storableText, textIsStorable } from './text.ts'

describe('text that can be stored', () => {
  it('refuses NUL bytes and lone surrogates, and allows everything else', () => {
    expect(textIsStorable('a\u0000b')).toBe(false)
    expect(textIsStorable('a\ud800b')).toBe(false)
    expect(textIsStorable('a\udc00')).toBe(false)
    expect(textIsStorable('Grüße 👗 مرحبا\n\ttab')).toBe(true)
  })

  it('page searches drop what cannot be stored instead of failing', () => {
    expect(storableText('a\u0000b\ud800')).toBe('ab\ufffd')
    expect(TrendsQuery.parse({ search: 'linen\u0000' }).search).toBe('linen')
    expect(DirectoryQuery.parse({ country: '\u0000' }).country).toBeUndefined()
  })
})
