/** URL prefixes of files that are the same for everyone: no session lookup, no rate limit. */
export const STATIC_PREFIXES = ['/assets/', '/uploads/', '/images/', '/favicon'] as const

export function isStaticPath(url: string) {
  return STATIC_PREFIXES.some((prefix) => url.startsWith(prefix))
}
