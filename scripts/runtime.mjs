/**
 * How the server and the workers run, in one place: `npm start` and `npm run worker`
 * (scripts/start.mjs), Playwright, the benchmarks and the fault scripts all read these. Plain
 * JavaScript with no imports, so that even an old Node can load it and be told to go away.
 */

/** The Node.js major version the project needs (package.json `engines`, the `node` dependency). */
export const MIN_NODE_MAJOR = 24

/** Why this Node cannot run Looktag, or undefined when it can. */
export function nodeVersionProblem(version = process.versions.node) {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10)
  if (major >= MIN_NODE_MAJOR) return undefined
  return (
    `Looktag needs Node.js ${MIN_NODE_MAJOR} or newer; this is Node.js ${version} (${process.execPath}).\n` +
    `Run it through npm (npm start, npm run worker), which uses the Node.js ${MIN_NODE_MAJOR} that npm install put in ` +
    `node_modules/.bin, or run node_modules/.bin/node yourself.`
  )
}

/** Every entry point calls this first: a clear refusal instead of an obscure failure later on. */
export function refuseOldNode() {
  const problem = nodeVersionProblem()
  if (!problem) return
  process.stderr.write(`${problem}\n`)
  process.exit(1)
}

/**
 * V8 flags of the running server and workers (decision 0033): the young generation stays at
 * 2 × 16 MB instead of growing to 2 × 64 MB under load, and a major GC runs once the old
 * generation has grown 50 % past what survived the last one, instead of letting a busy server's
 * heap grow up to 4× its live data. Neither is a cap: a large export still gets all the heap it needs.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50']

/**
 * glibc malloc settings (decisions 0035, 0043): two arenas keep image processing's peak low, and a
 * fixed 32 KB mmap threshold gives every larger block (a rendered page, a JSON answer, an image's
 * pixels) its own mapping that goes back to the system when freed, so a busy server's heap does
 * not creep up by the hour. glibc reads them when the process starts: they are set on the process
 * that runs the server, never from inside it.
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' }

/** SERVER_MALLOC_ENV, each value as `env` sets it when it does (an operator's own choice wins). */
export function serverMallocEnv(env = process.env) {
  return Object.fromEntries(Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => [name, env[name] || value]))
}

/**
 * The environment of the server and workers started by npm: the operator's own (NODE_ENV is the
 * run mode, development when unset; docs/decisions/0064) with the malloc settings.
 */
export function serverEnv(env = process.env) {
  return { ...env, ...serverMallocEnv(env) }
}
