import { describe, expect, it } from 'vitest'
import { MAX_URL_LENGTH } from './limits.ts'
import { httpUrl, safeHttpUrl } from './links.ts'

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs, trimmed', () => {
    expect(safeHttpUrl('  https://shop.example.com/item?id=1  ')).toBe('https://shop.example.com/item?id=1')
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/')
    expect(safeHttpUrl('HTTPS://Example.com/A')).toBe('https://example.com/A')
  })

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    '//example.com/protocol-relative',
    'example.com',
    'ftp://example.com/file',
    'https://',
    'http:/example.com',
    'https://exa mple.com',
    'java\nscript:alert(1)',
    'https://good.example@evil.example/',
    'http://user:secret@example.com/',
    'https://:pw@example.com',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull()
  })

  it('refuses non-strings and over-long URLs', () => {
    expect(safeHttpUrl(undefined)).toBeNull()
    expect(safeHttpUrl(null)).toBeNull()
    expect(safeHttpUrl(42)).toBeNull()
    expect(safeHttpUrl(`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`)).toBeNull()
  })
})

describe('httpUrl schema', () => {
  const schema = httpUrl({ required: 'x.required', invalid: 'x.invalid' })

  it('trims and accepts an http(s) URL', () => {
    expect(schema.parse(' https://example.com/a ')).toBe('https://example.com/a')
  })

  it('gives back the URL as browsers read it, so what is shown is where it goes', () => {
    expect(schema.parse('http://evil.example\\@good.example')).toBe('http://evil.example/@good.example')
    expect(schema.parse('HTTPS://Shop.EXAMPLE.com:443/a/../b')).toBe('https://shop.example.com/b')
    expect(schema.parse('https://xn--mnchen-3ya.example/ä')).toBe('https://xn--mnchen-3ya.example/%C3%A4')
    expect(schema.safeParse('https://good.example@evil.example').error?.issues[0].message).toBe('x.invalid')
  })

  it('gives the required message for empty input and the invalid message for other schemes', () => {
    expect(schema.safeParse('   ').error?.issues[0].message).toBe('x.required')
    expect(schema.safeParse('javascript:alert(1)').error?.issues[0].message).toBe('x.invalid')
    expect(schema.safeParse(`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`).error?.issues[0].message).toBe('validation.too_long')
  })
})
