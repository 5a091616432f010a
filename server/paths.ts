import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The project's root folder, the same from the source (this file under tsx: server/paths.ts) and
 * from the compiled bundle (build/current/app/main.js, scripts/build-server.ts): the nearest folder above
 * with a package.json. Files the server reads at run time (catalogs, migrations, the password list,
 * worker scripts) are named from here, never relative to `import.meta.url`, which differs between the two.
 */
export const PROJECT_ROOT = findRoot(import.meta.dirname)

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`)
  }
}

/** A file or folder of the project, e.g. `fromRoot('server/db/migrations')`. */
export function fromRoot(...parts: string[]): string {
  return path.join(PROJECT_ROOT, ...parts)
}

/** The version in package.json: what `/api/health` reports and CHANGELOG.md describes. */
export const APP_VERSION = (JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as { version: string }).version
