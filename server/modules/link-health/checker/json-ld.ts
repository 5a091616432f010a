/** A page's JSON-LD blocks, read within bounds: no block's nesting can stall the reader. */

/** Far deeper than any real schema.org data (docs/performance.md "Link checker's page reading"). */
export const MAX_JSON_LD_DEPTH = 32

/** Whether the block's arrays and objects nest deeper than `limit`: one pass, strings skipped. */
export function nestsDeeperThan(text: string, limit: number) {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x22) {
      // A string: skip to its closing quote, past escaped characters.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i)
        if (d === 0x5c) i++
        else if (d === 0x22) break
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}

/** The block's data, or undefined when it is not JSON or nests too deep (such a block says nothing). */
export function parseJsonLd(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_LD_DEPTH)) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Every schema.org `availability` value in the data (a string, or a node's `@id`), in document order. */
export function availabilityValues(node: unknown, found: string[]) {
  if (Array.isArray(node)) for (const item of node) availabilityValues(item, found)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'availability') {
        if (typeof value === 'string') found.push(value)
        else if (value && typeof value === 'object' && typeof (value as { '@id'?: unknown })['@id'] === 'string') {
          found.push((value as { '@id': string })['@id'])
        }
      } else availabilityValues(value, found)
    }
  }
}
