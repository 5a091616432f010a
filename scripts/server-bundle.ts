import path from 'node:path'
import { build } from 'esbuild'

/**
 * V8 flags of the running server (`npm start`, the benchmarks, Playwright; decision 0033): the
 * young generation stays at 2 × 16 MB instead of growing to 2 × 64 MB under load, and a major GC
 * runs once the old generation has grown 50 % past what survived the last one, instead of letting
 * a busy server's heap grow up to 4× its live data. Neither is a cap: a large export still gets
 * all the heap it needs.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--heap-growing-percent=50']

/**
 * glibc malloc settings of the running server (`npm start` sets each unless the environment does;
 * the benchmarks and fault scripts the same; decision 0035). Two arenas keep image processing's peak
 * low (docs/performance.md "Image pipeline"). A fixed 32 KB mmap threshold gives every larger block
 * (a rendered page, a JSON answer, a cached page's text, an image's pixels) its own mapping that
 * goes back to the system when freed: with glibc's sliding threshold such blocks came from the
 * main heap, whose free gaps between long-lived small blocks are never returned, and a busy
 * server's heap crept up by the hour (346 MB instead of 266 MB after 5 minutes of soak). With
 * 64 KB (decision 0035) blocks of 32–64 KB (a search page is ~42 KB) still piled up there: glibc's
 * main heap held 51 MB instead of 30 MB under the same soak (decision 0043).
 */
export const SERVER_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' }

/** SERVER_MALLOC_ENV, each value as `env` sets it when it does (an operator's own choice wins). */
export function serverMallocEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return Object.fromEntries(Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => [name, env[name] ?? value]))
}

/** The compiled server's entry point, as `npm start` runs it. */
export const SERVER_ENTRY = 'build/app/main.js'

/**
 * The server as JavaScript (decision 0033): our TypeScript bundled, packages external (node_modules
 * is needed at run time anyway: native modules, and the React Router build imports react), ESM for
 * Node 24, a separate source map that node reads only when asked (`--enable-source-maps`). Files
 * read at run time are named from the project root (server/paths.ts), so `outdir` must lie inside
 * the project.
 */
export async function bundleServer(outdir: string, entryPoints: Record<string, string>) {
  const result = await build({
    entryPoints,
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
