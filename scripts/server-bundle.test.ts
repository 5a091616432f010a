import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { bundleServer } from './server-bundle.ts'

// Two folders below the project root, like build/app: a bundle's import.meta.url is its own file,
// not the source file's, so anything found relative to the source would be looked for in here.
const dir = path.resolve('.tmp', `server-bundle-${process.pid}`)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Every file the server reads at run time by its own location, read from inside a bundle. */
const PROBE = `
import { existsSync } from 'node:fs'
import { MIGRATIONS_DIR } from '${path.resolve('server/db/client.ts')}'
import { loadCatalogs } from '${path.resolve('server/i18n.ts')}'
import { assertAcceptablePassword } from '${path.resolve('server/modules/auth/password-policy.ts')}'
import { VISION_WORKER_FILE } from '${path.resolve('server/ports/ai/local-vision.ts')}'
import { createPageReader } from '${path.resolve('server/modules/link-health/checker/page-reader.ts')}'
const reader = createPageReader()
const reading = await reader.read('<p>Sold out</p>', 60_000)
await reader.close()
let commonRefused = false
try { assertAcceptablePassword('12345678') } catch { commonRefused = true }
console.log(JSON.stringify({
  languages: Object.keys(loadCatalogs()).sort(),
  migrations: existsSync(MIGRATIONS_DIR + '/meta/_journal.json'),
  visionWorker: existsSync(VISION_WORKER_FILE),
  pageReader: reading.ok && reading.value.availability.detail,
  commonRefused,
}))
`

describe('the compiled server bundle (scripts/server-bundle.ts)', () => {
  it('finds the catalogs, migrations, password list and worker scripts from the bundle, and reads a page in its page reader thread', async () => {
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'probe.ts'), PROBE)
    await bundleServer(path.join(dir, 'app'), { probe: path.join(dir, 'probe.ts') })
    const output = execFileSync(process.execPath, [path.join(dir, 'app/probe.js')], { encoding: 'utf8' })
    expect(JSON.parse(output)).toEqual({
      languages: ['ar', 'de', 'en'],
      migrations: true,
      visionWorker: true,
      pageReader: 'sold out',
      commonRefused: true,
    })
  }, 60_000)
})
