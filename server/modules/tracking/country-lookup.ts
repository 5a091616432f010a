import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { BlockList, isIPv4 } from 'node:net'
import { type Response as MmdbRecord, Reader } from 'mmdb-lib'
import type { CountryLookup } from './classify.ts'

/**
 * Addresses that belong to no country: unspecified, loopback, private, link-local, carrier-grade
 * NAT, benchmarking and multicast/reserved. The database maps some of them to a country
 * (192.168.0.0/16 came back as AU), so they are answered before it is asked.
 */
const NOT_PUBLIC = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6')

/** `::ffff:203.0.113.5` (an IPv4 client on a dual-stack socket) is looked up as the IPv4 address. */
function unmapped(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  return mapped ? mapped[1] : ip
}

/**
 * The country of a public address from the IP-to-country database shipped in the npm package
 * `@ip-location-db/geo-whois-asn-country-mmdb` (CC BY 4.0, read once on first use and kept
 * in memory; docs/decisions/0024). Works offline; the address is only looked up, never kept.
 */
export function createCountryLookup(file = defaultDatabaseFile()): CountryLookup {
  // The package's records are `{ country_code }`, not MaxMind's country shape the reader is typed for.
  let reader: Reader<MmdbRecord> | null = null
  return (raw) => {
    const ip = unmapped(raw)
    if (NOT_PUBLIC.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6')) return null
    reader ??= new Reader<MmdbRecord>(readFileSync(file))
    const record = reader.get(ip) as { country_code?: unknown } | null
    return typeof record?.country_code === 'string' ? record.country_code : null
  }
}

function defaultDatabaseFile(): string {
  return createRequire(import.meta.url).resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')
}
