import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildRoot, currentRelease, isCurrent, newReleaseDir, publishRelease, releasesToRemove, sourceHash } from './release.mjs'
import { databaseUrl } from './release-live.mjs'
import { markerPath, releasesWithLiveMarkers, touchMarker } from './release-markers.mjs'

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
function build(root: string, assets: string[], inUse = new Set<string>()) {
  const hash = sourceHash(root)
  const dir = newReleaseDir(hash, root)
  mkdirSync(path.join(dir, 'client/assets'), { recursive: true })
  for (const name of assets) writeFileSync(path.join(dir, 'client/assets', name), name)
  publishRelease(dir, hash, root, inUse)
  return dir
}

const names = (root: string) => readdirSync(path.join(root, 'build/releases')).sort()

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

  it('keeps every release a running process uses, however old, and removes it once none does', () => {
    const root = project()
    const a = build(root, ['entry-a.js'])
    const b = build(root, ['entry-b.js'], new Set([path.basename(a)]))
    const c = build(root, ['entry-c.js'], new Set([path.basename(a)]))
    const d = build(root, ['entry-d.js'], new Set([path.basename(a)]))
    expect(existsSync(path.join(a, 'client/assets/entry-a.js'))).toBe(true)
    expect(names(root)).toEqual([a, c, d].map((dir) => path.basename(dir)).sort())
    expect(existsSync(b)).toBe(false)
    build(root, ['entry-e.js'])
    expect(existsSync(a)).toBe(false)
    expect(existsSync(c)).toBe(false)
    expect(existsSync(d)).toBe(true)
  })

  it('builds into BUILD_ROOT when it is set, leaving build/ alone', () => {
    const root = project()
    process.env.BUILD_ROOT = '.tmp/other-build'
    try {
      const dir = build(root, ['entry-a.js'])
      expect(buildRoot(root)).toBe(path.join(root, '.tmp/other-build'))
      expect(path.dirname(dir)).toBe(path.join(root, '.tmp/other-build/releases'))
      expect(currentRelease(root)?.dir).toBe(dir)
      expect(existsSync(path.join(root, 'build'))).toBe(false)
    } finally {
      delete process.env.BUILD_ROOT
    }
  })
})

describe('retention choice', () => {
  const hour = 3600_000
  it('removes finished releases not kept, and unfinished ones only when a day old (a crashed build)', () => {
    const releases = [
      { name: 'current', finished: true, ageMs: 0 },
      { name: 'previous', finished: true, ageMs: 2 * hour },
      { name: 'live-old', finished: true, ageMs: 90 * 24 * hour },
      { name: 'idle', finished: true, ageMs: 3 * hour },
      { name: 'building-now', finished: false, ageMs: hour },
      { name: 'crashed', finished: false, ageMs: 25 * hour },
    ]
    expect(releasesToRemove(releases, new Set(['current', 'previous', 'live-old']))).toEqual(['idle', 'crashed'])
    expect(releasesToRemove(releases, new Set(['current']))).toEqual(['previous', 'live-old', 'idle', 'crashed'])
  })
})

describe('marker files', () => {
  it('mark a release live while renewed, and no longer once older than the live window', () => {
    const root = project()
    const releases = path.join(root, 'build/releases')
    for (const name of ['r1', 'r2', 'r3']) mkdirSync(path.join(releases, name), { recursive: true })
    expect(touchMarker(path.join(releases, 'r1'))).toBe(true)
    // Another machine's server on a shared folder, last renewed ten minutes ago: it stopped.
    const stale = markerPath(path.join(releases, 'r2'), 'other-host', 4242)
    writeFileSync(stale, '{}')
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000)
    utimesSync(stale, tenMinutesAgo, tenMinutesAgo)
    expect([...releasesWithLiveMarkers(releases)]).toEqual(['r1'])
    // Renewed, it counts again; a release folder that is gone cannot be marked.
    utimesSync(stale, new Date(), new Date())
    expect([...releasesWithLiveMarkers(releases)].sort()).toEqual(['r1', 'r2'])
    expect(touchMarker(path.join(releases, 'gone'))).toBe(false)
    expect(releasesWithLiveMarkers(path.join(root, 'no-build')).size).toBe(0)
  })
})

describe('the database a build asks', () => {
  it('is DATABASE_URL, else the running embedded server as the app role (the superuser on an older data directory), else none', () => {
    const root = project()
    const dir = path.join(root, 'data/postgres')
    mkdirSync(dir, { recursive: true })
    expect(databaseUrl({ DATA_DIR: path.join(root, 'data') })).toBeUndefined()
    writeFileSync(path.join(dir, 'postmaster.pid'), '4242\n/x\n1700000000\n5544\n\n127.0.0.1\n')
    writeFileSync(`${dir}.password`, 'super/secret\n')
    expect(databaseUrl({ DATA_DIR: path.join(root, 'data') })).toBe('postgres://postgres:super%2Fsecret@127.0.0.1:5544/looktag')
    writeFileSync(`${dir}.app-password`, 'app-secret\n')
    expect(databaseUrl({ DATA_DIR: path.join(root, 'data') })).toBe('postgres://looktag:app-secret@127.0.0.1:5544/looktag')
    expect(databaseUrl({ DATABASE_URL: 'postgres://a:b@db/looktag', DATA_DIR: path.join(root, 'data') })).toBe('postgres://a:b@db/looktag')
  })
})
