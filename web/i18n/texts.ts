/**
 * Nested texts (namespace → groups → keys) and how parts of them combine: a page may ship only some
 * groups or keys of a namespace (route-translations.ts, docs/decisions/0047).
 */
export type Texts = Record<string, unknown>

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `into` with `from` laid over it, group inside group; neither is changed. */
export function mergeTexts(into: Texts | undefined, from: Texts): Texts {
  const merged: Texts = { ...into }
  for (const [key, value] of Object.entries(from)) {
    const under = merged[key]
    merged[key] = isTexts(value) && isTexts(under) ? mergeTexts(under, value) : value
  }
  return merged
}
