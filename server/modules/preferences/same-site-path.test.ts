import { describe, expect, it } from 'vitest'
import { sameSitePath } from './same-site-path.ts'

const PUBLIC_URL = 'https://looktag.example'

describe('sameSitePath', () => {
  it('keeps paths on our own origin', () => {
    expect(sameSitePath('/pricing', PUBLIC_URL)).toBe('/pricing')
    expect(sameSitePath('/creator_1/shop?tag=2#top', PUBLIC_URL)).toBe('/creator_1/shop?tag=2#top')
    expect(sameSitePath('https://looktag.example/about', PUBLIC_URL)).toBe('/about')
    // Same scheme without slashes is a path, as a browser reads it: it stays on our origin.
    expect(sameSitePath('https:evil.example', PUBLIC_URL)).toBe('/evil.example')
  })

  it('sends everything that leaves the origin to /', () => {
    for (const next of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/.//evil.example',
      'https://evil.example/',
      'http://looktag.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
    ]) {
      expect(sameSitePath(next, PUBLIC_URL), JSON.stringify(next)).toBe('/')
    }
  })

  it('refuses control characters and answers only with ASCII', () => {
    for (const next of ['/a\nb', '/a\rSet-Cookie: x=1', '/a\u0000', '/a\u0085']) expect(sameSitePath(next, PUBLIC_URL)).toBe('/')
    expect(sameSitePath('/a\u200bb', PUBLIC_URL)).toBe('/a%E2%80%8Bb')
    expect(sameSitePath('/مرحبا?q=ü', PUBLIC_URL)).toMatch(/^[\x21-\x7e]+$/)
  })

  it('falls back to / without a value', () => {
    expect(sameSitePath(undefined, PUBLIC_URL)).toBe('/')
    expect(sameSitePath('', PUBLIC_URL)).toBe('/')
  })
})
