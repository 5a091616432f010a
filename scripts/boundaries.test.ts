import { createRequire } from 'node:module'
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration

/** The rules' findings in a miniature tree (relative imports only; the real tree is checked by npm run check:boundaries). */
async function violations(baseDir: string) {
  const result = await cruise(['server', 'web', 'contract', 'content'], {
    ...config.options,
    tsConfig: undefined,
    baseDir,
    ruleSet: config,
    validate: true,
  })
  if (typeof result.output === 'string') throw new Error('expected a cruise result')
  return result.output.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from} → ${v.to}`).sort()
}

describe('import boundaries (.dependency-cruiser.cjs)', () => {
  it('reports each kind of violation and lets the allowed imports pass', async () => {
    expect(await violations('tests/fixtures/boundaries')).toEqual([
      'components-to-features: web/components/kit.ts → web/features/page.ts',
      'contract-is-shared: contract/values.ts → server/modules/b/b.service.ts',
      'module-to-other-module-repository: server/modules/a/a.service.ts → server/modules/b/b.repository.ts',
      'server-to-web-seam-types-only: server/plugins/seam-value.ts → web/context.ts',
      'server-to-web: server/app.ts → web/features/page.ts',
      'web-seam-types-only: web/context.ts → server/app.ts',
      'web-to-server: web/features/page.ts → server/app.ts',
      'web-to-server: web/features/typed.ts → server/app.ts',
    ])
  })
})
