import { isIP } from 'node:net'
import { type BrowserClass, type DeviceClass, type ReferrerClass, UNKNOWN_COUNTRY } from '../../../contract/growth.ts'
import { detectInAppBrowser } from '../../../contract/in-app-browser.ts'

/** Host suffixes (and utm_source words) of each social referrer class. */
const SOCIAL: [ReferrerClass, RegExp][] = [
  ['instagram', /(^|\.)instagram\.com$|^l\.instagram\.com$|^ig$|^instagram$/],
  ['tiktok', /(^|\.)tiktok\.com$|^tiktok$/],
  ['facebook', /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$|^(fb|facebook)$/],
  ['youtube', /(^|\.)(youtube\.com|youtu\.be)$|^(yt|youtube)$/],
  [
    'search',
    /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|search\.yahoo\.com|yandex\.[a-z.]+|ecosia\.org|baidu\.com)$|^(google|bing|duckduckgo|search)$/,
  ],
]

function hostOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

/**
 * The referrer class of a visit. `utm_source` wins (links in bios often carry it, and in-app
 * browsers often send no Referer); then the Referer host. No Referer, or one from our own site,
 * is direct.
 */
export function referrerClass(input: { referrer?: string; utmSource?: string; ownHost?: string | null }): ReferrerClass {
  const source = input.utmSource?.trim().toLowerCase()
  if (source) return SOCIAL.find(([, pattern]) => pattern.test(source))?.[0] ?? 'other'
  const host = hostOf(input.referrer)
  if (!host || host === input.ownHost?.replace(/^www\./, '')) return 'direct'
  return SOCIAL.find(([, pattern]) => pattern.test(host))?.[0] ?? 'other'
}

/** Mobile, tablet or desktop from the user agent (bots never get this far). */
export function deviceClass(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? ''
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'mobile'
  return 'desktop'
}

/** The social app whose in-app browser sent the request, or 'other' for every other browser. */
export const browserClass = (userAgent: string | undefined): BrowserClass => detectInAppBrowser(userAgent)?.app ?? 'other'

/** Finds the country of an address; the address is used for the lookup only and never stored. */
export type CountryLookup = (ip: string) => string | null

/** Without a lookup database every visit is of unknown country ('ZZ'). */
export const noCountryLookup: CountryLookup = () => null

export function countryOf(lookup: CountryLookup, ip: string): string {
  if (!isIP(ip)) return UNKNOWN_COUNTRY
  const code = lookup(ip)
  return code && /^[A-Z]{2}$/.test(code) ? code : UNKNOWN_COUNTRY
}
