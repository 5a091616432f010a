import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The public pages' first JavaScript has a budget (docs/performance.md): zod alone is ~25 KB gzip of
 * it, so the modules they load at once may not import it. Schemas reach the browser in lazy chunks
 * (a dialog, a form) or not at all: the server validates and answers in the visitor's language.
 */
const PUBLIC_PAGES = [
  'web/root.tsx',
  'web/routes/site-layout.tsx',
  'web/routes/home.tsx',
  'web/routes/landing.tsx',
  'web/routes/about.tsx',
  'web/routes/trends.tsx',
  'web/routes/directory.tsx',
  'web/routes/creator-page.tsx',
  'web/routes/shop-storefront.tsx',
]

/** Value imports and re-exports; `import type` is erased and `import()` makes a lazy chunk. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'"]*?from\s+)?['"]([^'"]+)['"]/gm

/** The chains of static imports from `entry` that end in a file importing what `reaches` accepts (a resolved path or a package). */
function chainsTo(entry: string, reaches: (target: string) => boolean): string[] {
  const parent = new Map<string, string | null>([[entry, null]])
  const stack = [entry]
  const chains: string[] = []
  while (stack.length) {
    const file = stack.pop() as string
    // Loaders' server-only modules never reach the browser.
    if (file.endsWith('.server.ts')) continue
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const target = spec.startsWith('.') ? path.join(path.dirname(file), spec.split('?')[0]) : spec
      if (reaches(target)) {
        const chain = [file]
        for (let up = parent.get(file); up; up = parent.get(up)) chain.push(up)
        chains.push(chain.join(' <- '))
      }
      if (!spec.startsWith('.')) continue
      if (!/\.tsx?$/.test(target) || !existsSync(target) || parent.has(target)) continue
      parent.set(target, file)
      stack.push(target)
    }
  }
  return chains
}

/** An endpoint declaration file: its schemas bring zod (contract/shop-api.ts, contract/auth-api.ts …). */
const isEndpointFile = (target: string) => /^contract[\\/][\w-]+-api\.ts$/.test(target)

describe("the public pages' first JavaScript", () => {
  it.each(PUBLIC_PAGES)('%s does not load zod at once', (page) => {
    expect(chainsTo(page, (target) => target === 'zod' || target.startsWith('zod/'))).toEqual([])
  })

  // The header (with the footer, one lazy chunk) loads on every public page right after the first paint.
  it.each([...PUBLIC_PAGES, 'web/components/site-chrome.ts'])('%s does not load an endpoint declaration file', (page) => {
    expect(chainsTo(page, isEndpointFile)).toEqual([])
  })
})
