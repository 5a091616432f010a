import { describe, expect, it } from 'vitest'
import { countryOf, deviceClass, noCountryLookup, referrerClass } from './classify.ts'

describe('visitor classes', () => {
  it.each([
    [{ referrer: 'https://l.instagram.com/?u=x' }, 'instagram'],
    [{ referrer: 'https://www.tiktok.com/@someone' }, 'tiktok'],
    [{ referrer: 'https://m.facebook.com/' }, 'facebook'],
    [{ referrer: 'https://youtu.be/abc' }, 'youtube'],
    [{ referrer: 'https://www.google.de/' }, 'search'],
    [{ referrer: 'https://duckduckgo.com/' }, 'search'],
    [{}, 'direct'],
    [{ referrer: 'not a url' }, 'direct'],
    [{ referrer: 'https://looktag.example/anna', ownHost: 'looktag.example' }, 'direct'],
    [{ referrer: 'https://blog.example.org/post' }, 'other'],
    // utm_source wins over the Referer (in-app browsers often send none).
    [{ referrer: 'https://www.google.com/', utmSource: 'ig' }, 'instagram'],
    [{ utmSource: 'TikTok' }, 'tiktok'],
    [{ utmSource: 'newsletter' }, 'other'],
  ] as const)('%o is %s', (input, expected) => {
    expect(referrerClass(input)).toBe(expected)
  })

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Safari/604.1', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X700) Chrome/120.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36', 'desktop'],
  ])('%s is %s', (ua, expected) => {
    expect(deviceClass(ua)).toBe(expected)
  })

  it('takes only a two-letter country from the lookup, else ZZ', () => {
    expect(countryOf(() => 'DE', '203.0.113.9')).toBe('DE')
    expect(countryOf(() => 'germany', '203.0.113.9')).toBe('ZZ')
    expect(countryOf(noCountryLookup, '203.0.113.9')).toBe('ZZ')
    expect(countryOf(() => 'DE', 'not an ip')).toBe('ZZ')
  })
})
