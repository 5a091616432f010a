import { useEffect } from 'react'
import { beacons, type TrackingKind } from '../../../contract/beacons.ts'
import { pathOf } from '../../../contract/endpoint.ts'

/** Tells the server a visitor opened, shared or copied the coupon code of a photo. */
export function track(kind: TrackingKind, imageId: string) {
  beacon(pathOf(beacons[kind].path, { imageId }))
}

/**
 * Counts a visit of `/{username}` or `/{username}/shop` from the browser, so pages served from
 * the HTML cache count too (and crawlers that run no script do not).
 */
export function usePageView(username: string) {
  useEffect(() => beacon(pathOf(beacons.pageView.path, { username })), [username])
}

/**
 * Fire-and-forget: `keepalive` lets the request finish when the visitor leaves the page right
 * after, and failures are ignored (a lost count must never disturb the visitor). Same-origin
 * credentials let the server skip the creator's own visits and clicks. The path comes from the
 * zod-free declaration through `pathOf`, not `urlOf`: the API client stays out of public pages.
 */
function beacon(path: string) {
  try {
    void fetch(`${path}${sourceQuery()}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => {})
  } catch {
    // Old browsers without keepalive support throw synchronously; the count is not worth an error.
  }
}

/**
 * Where the visitor came from, for the creator's referrer classes: the page's own referrer (the
 * beacon's Referer is our page) and `utm_source`. Only these two values are sent; the server keeps
 * the class, not the values.
 */
function sourceQuery(): string {
  const params = new URLSearchParams()
  const utm = new URLSearchParams(window.location.search).get('utm_source')
  if (document.referrer) params.set('ref', document.referrer.slice(0, 2048))
  if (utm) params.set('utm', utm.slice(0, 100))
  const query = params.toString()
  return query ? `?${query}` : ''
}
