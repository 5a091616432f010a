/**
 * In-app browsers of social apps, recognised from their User-Agent. They break what needs a real
 * browser: payment redirects and wallets (checkout), downloads (PDFs) and the share sheet.
 * No imports: the public pages' hint loads this file alone, after the first paint.
 */
export const IN_APP_BROWSERS = ['instagram', 'facebook', 'tiktok', 'snapchat', 'pinterest', 'linkedin'] as const
export type InAppBrowser = (typeof IN_APP_BROWSERS)[number]

/** Instagram's UA also carries FBAV, so it is tested first. */
const PATTERNS: [InAppBrowser, RegExp][] = [
  ['instagram', /\bInstagram\b/i],
  ['tiktok', /musical_ly|BytedanceWebview|\bTikTok\b|\btrill_/i],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\bFB4A\b|\[FB/i],
  ['snapchat', /\bSnapchat\b/i],
  ['pinterest', /\bPinterest\b/i],
  ['linkedin', /\bLinkedInApp\b/i],
]

export interface InAppContext {
  app: InAppBrowser
  os: 'ios' | 'android' | 'other'
}

export function detectInAppBrowser(userAgent: string | null | undefined): InAppContext | null {
  if (!userAgent) return null
  const app = PATTERNS.find(([, pattern]) => pattern.test(userAgent))?.[0]
  if (!app) return null
  const os = /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : /Android/i.test(userAgent) ? 'android' : 'other'
  return { app, os }
}

/**
 * On Android an intent link hands the page to Chrome, or where Chrome is missing opens the same
 * address as a fallback; iOS has no such link, the visitor uses the app's own menu.
 */
export function androidIntentUrl(pageUrl: string): string | null {
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const scheme = url.protocol.slice(0, -1)
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(url.href)};end`
}
