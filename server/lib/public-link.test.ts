import { describe, expect, it } from 'vitest'
import { hasPublicHost, publicLinkRule } from './public-link.ts'

describe('links creators save for visitors', () => {
  it('refuses private, loopback, link-local and local hosts, written as addresses or names', () => {
    for (const url of [
      'http://127.0.0.1/admin',
      'http://2130706433/',
      'http://10.0.0.5/',
      'http://192.168.1.1/router',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00::1]/',
      'http://localhost:3000/demo-shop',
      'http://shop.localhost/',
      'http://printer.local/',
      'http://metadata.google.internal/',
      'http://intranet/',
      'http://router.home.arpa/',
    ]) {
      expect(hasPublicHost(new URL(url).href), url).toBe(false)
    }
  })

  it('allows public addresses and names', () => {
    for (const url of [
      'https://shop.example.com/item',
      'http://93.184.216.34/',
      'https://[2606:4700::1111]/',
      'https://localhost.example.com/',
    ]) {
      expect(hasPublicHost(url), url).toBe(true)
    }
  })

  it('answers a field error in production only', () => {
    expect(() => publicLinkRule(true)('link', 'http://localhost:3000/demo-shop')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', details: [{ field: 'link', key: 'validation.link_private' }] }),
    )
    expect(() => publicLinkRule(false)('link', 'http://localhost:3000/demo-shop')).not.toThrow()
    expect(() => publicLinkRule(true)('link', null)).not.toThrow()
  })
})
