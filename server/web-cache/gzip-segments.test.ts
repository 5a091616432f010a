import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptsGzip } from './cached-render.ts'
import { deflateSegments, gzipWithNonce } from './gzip-segments.ts'

describe('gzip with a fresh nonce', () => {
  it('makes a valid gzip stream of any size with the nonce at every placeholder', () => {
    const long = Array.from({ length: 5000 }, (_, i) => `<p data-i="${i}">Look ${i} · Käse · مرحبا</p>`).join('')
    const html = `<head><script nonce="§">1</script></head>${long}§§<script nonce="§">2</script>${long}§`
    // A page with a NUL byte has each piece compressed on its own.
    for (const page of [html, `${html}\u0000${long}§`]) {
      const segments = deflateSegments(page, '§')
      for (const nonce of ['0123456789abcdef0123456789abcdef', 'ffffffffffffffffffffffffffffffff']) {
        expect(gunzipSync(gzipWithNonce(segments, nonce) as Buffer).toString()).toBe(page.replaceAll('§', nonce))
      }
      expect(gzipWithNonce(segments, 'short')).toBeNull()
    }
  })

  it('compresses across the nonces: text that repeats text before a nonce costs almost nothing', () => {
    // ~14 KB that compresses little on its own.
    const text = Array.from({ length: 2000 }, (_, j) => ((j * 104729) % 1000003).toString(36)).join(' ')
    const [before, after] = deflateSegments(`${text}§${text}`, '§').pieces as Buffer[]
    expect(before.length).toBeGreaterThan(5000)
    expect(after.length).toBeLessThan(100)
  })

  it('costs at most about 60 bytes per nonce over compressing the page in one piece', () => {
    const links = Array.from({ length: 25 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js" nonce="§"/>`).join('')
    const html = `<head>${links}</head><body>${'<p class="text-sm text-zinc-600">Shoppable looks</p>'.repeat(300)}</body>`
    const whole = gzipSync(html.replaceAll('§', 'f'.repeat(32)), { level: 9 }).length
    const spliced = (gzipWithNonce(deflateSegments(html, '§'), 'f'.repeat(32)) as Buffer).length
    expect(spliced).toBeLessThan(whole + 25 * 60)
  })

  it('reads Accept-Encoding like a server should', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('br')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    // Browsers' own lists, without weights, and near misses.
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsGzip('deflate,GZIP')).toBe(true)
    expect(acceptsGzip('br, gzip;level=1')).toBe(true)
    expect(acceptsGzip('x-gzip, br')).toBe(false)
    expect(acceptsGzip('deflate, br')).toBe(false)
    expect(acceptsGzip('')).toBe(false)
  })
})
