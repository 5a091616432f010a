import { describe, expect, it } from 'vitest'
import { isStaticPath } from './static-paths.ts'

describe('isStaticPath', () => {
  it('knows the static folders and root files', () => {
    for (const url of ['/assets/app-1234.js', '/uploads/a/b.webp?v=2', '/images/hero.jpg', '/favicon.svg']) {
      expect(isStaticPath(url)).toBe(true)
    }
  })

  it('does not take pages for static files', () => {
    for (const url of ['/about', '/favicon', '/favicon-about', '/favicon.svg.html', '/assets', '/api/health']) {
      expect(isStaticPath(url)).toBe(false)
    }
  })

  it('judges the path the router will see, not the raw one', () => {
    for (const url of [
      '/favicon/../about',
      '/favicon.svg/../trends',
      '/assets/../creator_1',
      '/assets/%2e%2e/about',
      '/assets/%2E%2E/about',
      '/uploads/./../about',
      '/assets\\..\\about',
      '//assets/x.js',
      '/assets//x.js',
      'http://evil.example/assets/x.js',
    ]) {
      expect(isStaticPath(url), url).toBe(false)
    }
  })
})
