/**
 * `npm run build`: the web app (React Router), its compressed assets and the server bundle, built
 * into a new release folder and then made current (scripts/release.mjs). `--quiet` (what
 * `npm start` uses when the build is out of date) prints the build's output only when it fails.
 * Releases that running servers still use are kept (scripts/release-live.mjs, decision 0074).
 */
import { refuseOldNode } from './runtime.mjs'

refuseOldNode()
const { spawn } = await import('node:child_process')
const path = await import('node:path')
const { PROJECT_ROOT, buildRoot, newReleaseDir, publishRelease, releasesDir, sourceHash } = await import('./release.mjs')
const { liveReleases } = await import('./release-live.mjs')

const STEPS = [
  ['react-router', ['build']],
  ['tsx', ['scripts/compress-assets.ts']],
  ['tsx', ['scripts/build-server.ts']],
]

/** Builds a release of the sources as they are now; resolves to its folder, or rejects with the output. */
export async function buildRelease({ quiet = false } = {}) {
  const started = Date.now()
  const hash = sourceHash()
  const dir = newReleaseDir(hash)
  const env = {
    ...process.env,
    BUILD_DIR: dir,
    // This Node first, then the project's tools, whatever the caller's PATH says.
    PATH: [path.dirname(process.execPath), path.join(PROJECT_ROOT, 'node_modules/.bin'), process.env.PATH].join(path.delimiter),
  }
  let output = ''
  for (const [command, args] of STEPS) {
    const code = await new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
      child.stdout?.on('data', (chunk) => (output += chunk))
      child.stderr?.on('data', (chunk) => (output += chunk))
      child.on('error', reject)
      child.on('close', resolve)
    })
    if (code !== 0) {
      const error = new Error(`the build failed at "${command} ${args.join(' ')}" (exit code ${code})`)
      error.output = output
      throw error
    }
  }
  // Asked after the build: a server started meanwhile counts too.
  const inUse = await liveReleases(releasesDir())
  const removed = publishRelease(dir, hash, PROJECT_ROOT, inUse.live)
  return { dir, seconds: (Date.now() - started) / 1000, inUse, removed }
}

if (import.meta.main) {
  const quiet = process.argv.includes('--quiet')
  try {
    const { dir, seconds, inUse, removed } = await buildRelease({ quiet })
    console.log(
      `built ${path.relative(PROJECT_ROOT, dir)} in ${seconds.toFixed(1)} s; ${path.relative(PROJECT_ROOT, buildRoot())}/current points to it`,
    )
    const names = (set) => [...set].join(', ') || 'none'
    console.log(
      `kept for running processes: ${names(inUse.live)} (database ${inUse.database}: ${names(inUse.rows)}; marker files: ${names(inUse.markers)}); removed: ${names(removed)}`,
    )
  } catch (error) {
    if (error.output) process.stderr.write(error.output)
    console.error(error.message)
    process.exit(1)
  }
}
