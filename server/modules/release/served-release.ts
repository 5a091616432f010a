import { existsSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../../config.ts'

/** Written last by a build (scripts/release.mjs): a folder with it is a finished release. */
const STAMP = 'stamp.json'
/** How long a presence check is reused: the liveness probe may be asked every few milliseconds. */
const CHECK_EVERY_MS = 1_000

/**
 * The release folders this process runs from: the one whose web build it serves (the real folder
 * behind BUILD_DIR, as server/plugins/web.ts resolves it) and the one its compiled code was loaded
 * from. None when it runs from the sources (development, tests).
 */
export function servedReleaseDirs(config: Pick<Config, 'web'>, codeFile = fileURLToPath(import.meta.url)) {
  const dirs = new Set<string>()
  if (config.web.mode === 'build') {
    try {
      const web = realpathSync(config.web.buildDir)
      if (existsSync(path.join(web, STAMP))) dirs.add(web)
    } catch {
      // No build there: the web plugin refuses to start with a clear message.
    }
  }
  // The bundle lives in <release>/app (chunks in app/chunks).
  for (let dir = path.dirname(codeFile), up = 0; up < 3; dir = path.dirname(dir), up++) {
    if (existsSync(path.join(dir, STAMP))) {
      dirs.add(dir)
      break
    }
  }
  return [...dirs]
}

/**
 * Whether the files this process still reads are there: each release's stamp, and for the web build
 * the server entry and the assets. A build never removes a release a live process records; a
 * person or a tool may, and then the process can only answer errors until it is restarted.
 */
export function releasePresence(config: Pick<Config, 'web'>, dirs: readonly string[], now = Date.now) {
  const needed = dirs.map((dir) => path.join(dir, STAMP))
  if (config.web.mode === 'build') {
    const web = resolved(config.web.buildDir)
    needed.push(path.join(web, 'server/index.js'), path.join(web, 'client/assets'))
  }
  let checkedAt = Number.NEGATIVE_INFINITY
  let present = true
  return () => {
    if (!needed.length) return 'none' as const
    if (now() - checkedAt >= CHECK_EVERY_MS) {
      present = needed.every((file) => existsSync(file))
      checkedAt = now()
    }
    return present ? ('present' as const) : ('missing' as const)
  }
}

function resolved(dir: string) {
  try {
    return realpathSync(dir)
  } catch {
    return dir
  }
}
