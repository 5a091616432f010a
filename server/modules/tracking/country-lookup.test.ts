import { describe, expect, it } from 'vitest'
import { createCountryLookup } from './country-lookup.ts'

describe('country lookup (the shipped database, offline)', () => {
  const lookup = createCountryLookup()

  it('finds the country of public IPv4 and IPv6 addresses', () => {
    expect(lookup('193.99.144.80')).toBe('DE')
    expect(lookup('81.2.69.142')).toBe('GB')
    expect(lookup('41.65.0.1')).toBe('EG')
    expect(lookup('2001:4860:4860::8888')).toBe('US')
    // An IPv4 client on a dual-stack socket.
    expect(lookup('::ffff:193.99.144.80')).toBe('DE')
  })

  it('answers no country for loopback, private and other non-public addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      'fd00::1',
      'fe80::1',
      '::ffff:192.168.1.1',
    ])
      expect([ip, lookup(ip)]).toEqual([ip, null])
  })
})
