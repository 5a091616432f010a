import { describe, expect, it } from 'vitest'
import { linkedPaths, namedPaths } from './check-docs.ts'

describe('the docs check', () => {
  it('reads project paths and root files out of backticks, and skips placeholders', () => {
    const text =
      'See `server/app.ts:12`, `web/lib/fonts.tsx#L3`, `vite.config.ts`, `package.json`, `.dependency-cruiser.cjs`, ' +
      '`server/modules/<feature>/`, `web/i18n/locales/{en,de,ar}/*.json`, `coalesce.ts`, `npm run check`.'
    expect(namedPaths(text).sort()).toEqual([
      '.dependency-cruiser.cjs',
      'package.json',
      'server/app.ts',
      'vite.config.ts',
      'web/lib/fonts.tsx',
    ])
  })

  it('reads local link targets without their anchors, and skips web addresses', () => {
    const text = '[a](how-to/add-a-page.md) [b](../performance.md#memory) [c](https://example.com/x) [d](#top) [e](mailto:x@example.com)'
    expect(linkedPaths(text)).toEqual(['how-to/add-a-page.md', '../performance.md'])
  })
})
