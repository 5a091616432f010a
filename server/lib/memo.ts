/**
 * `compute` remembered per distinct string, for hot paths that see the same few inputs again and
 * again (a client's rate-limit key, a browser's Accept-Language). Bounded without bookkeeping per
 * hit: past `limit` inputs everything is forgotten at once and computed again when asked.
 */
export function memoize<T>(compute: (input: string) => T, limit: number): (input: string) => T {
  const seen = new Map<string, T>()
  return (input) => {
    if (seen.has(input)) return seen.get(input) as T
    const value = compute(input)
    if (seen.size >= limit) seen.clear()
    seen.set(input, value)
    return value
  }
}
