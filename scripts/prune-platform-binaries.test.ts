import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { prunePlatformBinaries } from './prune-platform-binaries.mjs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('prunePlatformBinaries', () => {
  it("keeps onnxruntime-node's binary for this system and removes the others", () => {
    const nodeModules = mkdtempSync(path.join(tmpdir(), 'looktag-prune-'))
    dirs.push(nodeModules)
    const bin = path.join(nodeModules, 'onnxruntime-node/bin/napi-v3')
    for (const target of ['linux/x64', 'linux/arm64', 'darwin/x64', 'darwin/arm64', 'win32/x64', 'win32/arm64']) {
      mkdirSync(path.join(bin, target), { recursive: true })
      writeFileSync(path.join(bin, target, 'onnxruntime_binding.node'), 'binary')
    }
    const removed = prunePlatformBinaries(nodeModules, 'linux', 'x64')
    expect(removed).toHaveLength(5)
    expect(existsSync(path.join(bin, 'linux/x64/onnxruntime_binding.node'))).toBe(true)
    for (const gone of ['linux/arm64', 'darwin', 'win32']) expect(existsSync(path.join(bin, gone))).toBe(false)
    // Run again (every npm install runs it): nothing left to do.
    expect(prunePlatformBinaries(nodeModules, 'linux', 'x64')).toEqual([])
  })

  it('does nothing where the package is not installed (npm install --omit=optional)', () => {
    const nodeModules = mkdtempSync(path.join(tmpdir(), 'looktag-prune-'))
    dirs.push(nodeModules)
    expect(prunePlatformBinaries(nodeModules)).toEqual([])
  })
})
