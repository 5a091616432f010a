import path from 'node:path'
import { build } from 'esbuild'

/** The runtime flags and environment live in scripts/runtime.mjs (also read by `npm start`). */
export { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS, serverMallocEnv } from './runtime.mjs'

/** The compiled server's entry point in the current release (scripts/release.mjs); `npm start` runs the same file. */
export const SERVER_ENTRY = 'build/current/app/main.js'

/**
 * Worker threads' entry files, bundled beside main.js under these names: the code that starts them
 * finds them there (server/modules/link-health/checker/page-reader.ts), and from the source runs
 * the TypeScript file itself.
 */
export const THREAD_ENTRIES = { 'page-worker': 'server/modules/link-health/checker/page-worker.ts' }

/**
 * The server as JavaScript (decision 0033): our TypeScript bundled, packages external (node_modules
 * is needed at run time anyway: native modules, and the React Router build imports react), ESM for
 * Node 24, a separate source map that node reads only when asked (`--enable-source-maps`). Files
 * read at run time are named from the project root (server/paths.ts), so `outdir` must lie inside
 * the project.
 */
export async function bundleServer(outdir: string, entryPoints: Record<string, string>) {
  const result = await build({
    entryPoints: { ...entryPoints, ...THREAD_ENTRIES },
    outdir: path.resolve(outdir),
    bundle: true,
    splitting: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    metafile: true,
  })
  return Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
}
