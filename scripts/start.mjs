/**
 * `npm start` (the server) and `npm run worker` (`start.mjs worker`): refuses an old Node, builds
 * only when build/current was made from other sources than the checkout's (quietly: the output
 * shows only when the build fails), then replaces itself with the server or worker process,
 * running from the release folder itself with the flags and environment of scripts/runtime.mjs.
 */
import { refuseOldNode } from './runtime.mjs'

refuseOldNode()
const path = await import('node:path')
const { SERVER_NODE_FLAGS, serverEnv } = await import('./runtime.mjs')
const { currentRelease, isCurrent } = await import('./release.mjs')

const entry = process.argv[2] === 'worker' ? 'worker' : 'main'
let release = currentRelease()
if (!isCurrent()) {
  const { buildRelease } = await import('./build.mjs')
  process.stdout.write(release ? 'The sources changed since the last build: building…\n' : 'First start: building…\n')
  try {
    await buildRelease({ quiet: true })
  } catch (error) {
    if (error.output) process.stderr.write(error.output)
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
  release = currentRelease()
}

// The release folder itself, not the build/current link: a later build swaps the link, never what runs.
const env = { ...serverEnv(process.env), BUILD_DIR: release.dir }
process.execve(process.execPath, [process.execPath, ...SERVER_NODE_FLAGS, path.join(release.dir, 'app', `${entry}.js`)], env)
