/** Folders of files that are the same for everyone: no session lookup, no rate limit. */
export const STATIC_DIRECTORIES = ['/assets/', '/uploads/', '/images/', '/app-icons/'] as const
/** Single public files at the root (web/public), matched exactly. */
export const STATIC_FILES: ReadonlySet<string> = new Set(['/favicon.svg', '/favicon.ico', '/manifest.webmanifest', '/sw.js', '/offline'])

/**
 * Whether a request URL names a static file. Only a path already in normal form counts: `..`, `.`,
 * `%2e` or `//` segments would be resolved later by the router (`/favicon/../about` renders
 * /about), so a URL that is not what it will become is treated as a page — limited and checked.
 */
export function isStaticPath(url: string) {
  const path = url.split('?', 1)[0] ?? ''
  // Most requests are pages: decided before the URL is parsed (both answers must say yes).
  if (!(STATIC_FILES.has(path) || STATIC_DIRECTORIES.some((folder) => path.startsWith(folder)))) return false
  let normalised: string
  try {
    normalised = new URL(`http://static${path}`).pathname
  } catch {
    return false
  }
  return normalised === path && !path.includes('//')
}
