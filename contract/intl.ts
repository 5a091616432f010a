/**
 * Intl formatters are expensive to create (locale data is resolved each time: a server-rendered
 * page with 60 dates spent ~9 % of its CPU there) and cheap to reuse, so each distinct
 * (kind, language, options) makes one and keeps it. The keys come from a handful of languages and
 * styles; the bound only guards against a caller passing unbounded values.
 */
const MAX_FORMATTERS = 500
const formatters = new Map<string, unknown>()

export function cachedFormatter<T>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = create()
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    formatters.set(key, formatter)
  }
  return formatter
}
