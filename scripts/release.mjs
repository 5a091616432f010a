/**
 * Builds as releases (docs/operations.md "Build once, start many"): each build goes into its own
 * folder under build/releases, and build/current, a symbolic link, is swapped to it by one rename
 * when it is complete. A running instance keeps the folder it started from, so a build never
 * changes a file it serves; the previous release stays, and its hashed assets are copied into the
 * new one, so pages opened before a restart still load their scripts. A build removes only
 * releases no running process uses (decision 0074). Each release carries a stamp with the hash of
 * the sources it was built from: a start builds only when that hash differs. BUILD_ROOT moves the
 * build folder (it must stay inside the project: the server finds its files from there).
 */
import { createHash, randomBytes } from 'node:crypto'
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')
const STAMP = 'stamp.json'
/** An unfinished release this old is a crashed build, removed by the next one. */
const CRASHED_BUILD_MS = 24 * 3600_000

/** The folder holding releases/ and current: BUILD_ROOT, else build/ in the project. */
export function buildRoot(root = PROJECT_ROOT, env = process.env) {
  return env.BUILD_ROOT ? path.resolve(root, env.BUILD_ROOT) : path.join(root, 'build')
}

/** The folder of every release. */
export function releasesDir(root = PROJECT_ROOT) {
  return path.join(buildRoot(root), 'releases')
}

/** What a build is made from: a change to any of these makes the next start build again. */
const SOURCES = [
  'web',
  'server',
  'contract',
  'content',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/release.mjs',
  'scripts/build-server.ts',
  'scripts/server-bundle.ts',
  'scripts/compress-assets.ts',
]
const IGNORED = /\.(test|spec)\.tsx?$|(^|\/)\.|\.md$/

/** SHA-256 over the names and contents of every source file, in a fixed order. */
export function sourceHash(root = PROJECT_ROOT) {
  const hash = createHash('sha256')
  const add = (relative) => {
    const file = path.join(root, relative)
    if (!existsSync(file)) return
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file).sort()) {
        const child = path.posix.join(relative, name)
        if (!IGNORED.test(child)) add(child)
      }
      return
    }
    hash.update(`${relative}\0`)
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  for (const source of SOURCES) add(source)
  return hash.digest('hex')
}

/** The release build/current points at, with its stamp; undefined before the first build. */
export function currentRelease(root = PROJECT_ROOT) {
  const link = path.join(buildRoot(root), 'current')
  try {
    const dir = realpathSync(link)
    const stamp = JSON.parse(readFileSync(path.join(dir, STAMP), 'utf8'))
    return { dir, hash: stamp.hash, id: stamp.id, assets: stamp.assets ?? [] }
  } catch {
    return undefined
  }
}

/** Whether build/current was built from the sources as they are now (then a start builds nothing). */
export function isCurrent(root = PROJECT_ROOT) {
  const release = currentRelease(root)
  return Boolean(release && release.hash === sourceHash(root))
}

/** A new, empty release folder, named by time and source hash so names sort by age. */
export function newReleaseDir(hash, root = PROJECT_ROOT) {
  const time = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const dir = path.join(releasesDir(root), `${time}-${hash.slice(0, 8)}-${randomBytes(3).toString('hex')}`)
  mkdirSync(dir, { recursive: true })
  return dir
}

/**
 * Finishes a built release: the previous release's assets linked in (hashed names never clash),
 * the stamp written, build/current swapped to it by a rename, and the releases nobody needs
 * removed: every one but the new, the previous and those in `inUse` (names of releases running
 * processes use, scripts/release-live.mjs). Returns the names removed.
 */
export function publishRelease(dir, hash, root = PROJECT_ROOT, inUse = new Set()) {
  const previous = currentRelease(root)
  const assetsDir = path.join(dir, 'client/assets')
  // Only the release's own assets go into its stamp: what it carries is dropped one release later.
  const assets = existsSync(assetsDir) ? readdirSync(assetsDir).sort() : []
  if (previous && previous.dir !== dir) carryAssets(path.join(previous.dir, 'client/assets'), assetsDir, previous.assets)
  const stamp = { id: path.basename(dir), hash, builtAt: new Date().toISOString(), assets }
  writeFileSync(path.join(dir, STAMP), `${JSON.stringify(stamp)}\n`)
  const link = path.join(buildRoot(root), 'current')
  const next = `${link}.${process.pid}`
  rmSync(next, { force: true })
  symlinkSync(path.relative(path.dirname(link), dir), next)
  renameSync(next, link)
  const kept = new Set([path.basename(dir), ...(previous ? [path.basename(previous.dir)] : []), ...inUse])
  const releases = releasesDir(root)
  const removed = releasesToRemove(
    readdirSync(releases).map((name) => {
      const folder = path.join(releases, name)
      return { name, finished: existsSync(path.join(folder, STAMP)), ageMs: Date.now() - statSync(folder).mtimeMs }
    }),
    kept,
  )
  for (const name of removed) rmSync(path.join(releases, name), { recursive: true, force: true })
  return removed
}

/**
 * The retention choice: every finished release not kept, and an unfinished one (no stamp) only
 * when it is old enough to be a crashed build rather than one still running.
 */
export function releasesToRemove(releases, kept) {
  return releases.filter(({ name, finished, ageMs }) => !kept.has(name) && (finished || ageMs > CRASHED_BUILD_MS)).map(({ name }) => name)
}

function carryAssets(from, to, names) {
  if (!existsSync(from)) return
  mkdirSync(to, { recursive: true })
  for (const name of names) {
    if (!existsSync(path.join(from, name))) continue
    const target = path.join(to, name)
    if (existsSync(target) || statSync(path.join(from, name)).isDirectory()) continue
    linkSync(path.join(from, name), target)
  }
}
