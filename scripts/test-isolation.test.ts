import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ISOLATED } from '../vitest.config.ts'

/** What a test file may change for the files after it when they share a module graph. */
const SHARED_STATE =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|\bsetupServer\(|process\.env\.[A-Z_]+ *=[^=]|delete process\.env/

describe('test isolation', () => {
  it('runs every test file that replaces a module, global, timer or environment variable isolated', () => {
    const isolated = new Set(ISOLATED.flatMap((pattern) => globSync(pattern)))
    const all = ['server', 'contract', 'scripts'].flatMap((dir) => globSync(`${dir}/**/*.test.ts`))
    const leaking = all.filter((file) => !isolated.has(file) && SHARED_STATE.test(readFileSync(file, 'utf8')))
    expect(leaking).toEqual([])
  })
})
