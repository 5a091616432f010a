import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nodeVersionProblem } from './runtime.mjs'
import { bundleServer } from './server-bundle.ts'

const systemNode = '/usr/bin/node'
const oldNode =
  existsSync(systemNode) && Number(execFileSync(systemNode, ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' })) < 24

describe('the Node.js version', () => {
  it('is refused below 24 with what to do instead', () => {
    expect(nodeVersionProblem('20.20.2')).toMatch(/^Looktag needs Node\.js 24 or newer; this is Node\.js 20\.20\.2/)
    expect(nodeVersionProblem('20.20.2')).toContain('node_modules/.bin/node')
    expect(nodeVersionProblem('24.0.0')).toBeUndefined()
    expect(nodeVersionProblem('25.1.0')).toBeUndefined()
  })

  // The system's own Node, where it is older (Debian's is 20): every entry point says so and stops,
  // the compiled server and workers before any package they import is loaded.
  it.skipIf(!oldNode)(
    'stops npm start, npm run worker, the build and the compiled server and workers on an old Node',
    async () => {
      const dir = path.resolve('.tmp', `runtime-${process.pid}`)
      try {
        await bundleServer(path.join(dir, 'app'), { main: 'server/main.ts', worker: 'server/worker.ts' })
        const entries = [
          ['scripts/start.mjs'],
          ['scripts/start.mjs', 'worker'],
          ['scripts/build.mjs'],
          [path.join(dir, 'app/main.js')],
          [path.join(dir, 'app/worker.js')],
        ]
        for (const args of entries) {
          const result = spawnSync(systemNode, args, { encoding: 'utf8' })
          expect(result.stderr, args.join(' ')).toMatch(/^Looktag needs Node\.js 24 or newer/)
          expect(result.status).toBe(1)
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
    120_000,
  )
})
