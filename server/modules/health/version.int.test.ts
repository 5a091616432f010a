import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'

// Read here, not through the server's own constant: the test must fail if that constant drifts.
const packageVersion = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version

describe('the running version', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('is package.json’s version in /api/health and in the API document alike', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json()
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(packageVersion).toMatch(/^\d+\.\d+\.\d+$/)
    expect(health.version).toBe(packageVersion)
    expect(doc.info.version).toBe(packageVersion)
  })

  it('has its section in CHANGELOG.md', () => {
    const changelog = readFileSync(new URL('../../../CHANGELOG.md', import.meta.url), 'utf8')
    expect(changelog).toContain(`\n## ${packageVersion}\n`)
  })
})
