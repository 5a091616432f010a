/** C0 and C1 control characters and DEL: browsers drop some of them (`/\t/evil.example`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/**
 * Where a `next` parameter may send the browser: a path on PUBLIC_URL's origin, else `/`. The value
 * is resolved the way a browser would resolve it (against PUBLIC_URL), so tricks like `/\evil` or
 * `/%09/evil` meet the same origin check; the answer is serialised by the URL
 * parser, so it is plain ASCII and always a valid Location header.
 */
export function sameSitePath(next: string | undefined, publicUrl: string) {
  if (!next || CONTROL_CHARACTERS.test(next)) return '/'
  const base = new URL(publicUrl)
  let target: URL
  try {
    target = new URL(next, base)
  } catch {
    return '/'
  }
  if (target.origin !== base.origin) return '/'
  const path = `${target.pathname}${target.search}${target.hash}`
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as a host.
  return path.startsWith('//') ? '/' : path
}
