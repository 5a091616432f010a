import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { currentRelease, isCurrent, newReleaseDir, publishRelease, sourceHash } from './release.mjs'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'looktag-release-'))
  roots.push(root)
  mkdirSync(path.join(root, 'server'), { recursive: true })
  writeFileSync(path.join(root, 'package.json'), '{}')
  writeFileSync(path.join(root, 'server/main.ts'), 'console.log(1)')
  return root
}

/** A "built" release with the given hashed assets, published as `npm run build` does. */
function build(root: string, assets: string[]) {
  const hash = sourceHash(root)
  const dir = newReleaseDir(hash, root)
  mkdirSync(path.join(dir, 'client/assets'), { recursive: true })
  for (const name of assets) writeFileSync(path.join(dir, 'client/assets', name), name)
  publishRelease(dir, hash, root)
  return dir
}

describe('source hash', () => {
  it('changes with a source or the lockfile, not with tests, docs or other folders', () => {
    const root = project()
    const first = sourceHash(root)
    writeFileSync(path.join(root, 'server/main.test.ts'), 'test')
    writeFileSync(path.join(root, 'README.md'), 'docs')
    mkdirSync(path.join(root, 'data'))
    writeFileSync(path.join(root, 'data/x'), 'data')
    expect(sourceHash(root)).toBe(first)
    writeFileSync(path.join(root, 'server/main.ts'), 'console.log(2)')
    const second = sourceHash(root)
    expect(second).not.toBe(first)
    writeFileSync(path.join(root, 'package-lock.json'), '{}')
    expect(sourceHash(root)).not.toBe(second)
  })
})

describe('releases', () => {
  it('needs a build before the first one and after a change, not on an unchanged checkout', () => {
    const root = project()
    expect(isCurrent(root)).toBe(false)
    build(root, ['entry-a.js'])
    expect(isCurrent(root)).toBe(true)
    writeFileSync(path.join(root, 'server/main.ts'), 'console.log(3)')
    expect(isCurrent(root)).toBe(false)
  })

  it('swaps build/current to a new folder, leaving the running release untouched and carrying its assets one release', () => {
    const root = project()
    const a = build(root, ['entry-a.js'])
    const b = build(root, ['entry-b.js'])
    expect(currentRelease(root)?.dir).toBe(b)
    // The previous release still serves its own files, and the new one has its assets for open pages.
    expect(readFileSync(path.join(a, 'client/assets/entry-a.js'), 'utf8')).toBe('entry-a.js')
    expect(readdirSync(path.join(b, 'client/assets')).sort()).toEqual(['entry-a.js', 'entry-b.js'])
    expect(currentRelease(root)?.assets).toEqual(['entry-b.js'])

    const c = build(root, ['entry-c.js'])
    expect(currentRelease(root)?.dir).toBe(c)
    expect(readdirSync(path.join(c, 'client/assets')).sort()).toEqual(['entry-b.js', 'entry-c.js'])
    // Two releases are kept: the current one and the one before it.
    expect(existsSync(a)).toBe(false)
    expect(existsSync(b)).toBe(true)
    expect(readdirSync(path.join(root, 'build/releases')).sort()).toEqual([path.basename(b), path.basename(c)].sort())
  })
})
