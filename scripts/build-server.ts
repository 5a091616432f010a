/**
 * `npm run build`, after the web build: the server as one JavaScript bundle (build/app/main.js,
 * and build/app/worker.js for `npm run worker`), so `npm start` runs plain `node` without tsx
 * compiling the TypeScript at every start and holding its source maps (docs/performance.md
 * "Memory", decision 0033). Packages stay external (node_modules is required at run time anyway:
 * native modules, the React Router build imports react). Files read at run time are found from
 * the project root (server/paths.ts); the vision worker is plain .mjs and runs from its source.
 */
import path from 'node:path'
import { build } from 'esbuild'

const outdir = path.resolve(process.env.BUILD_DIR ?? 'build', 'app')
const result = await build({
  entryPoints: { main: 'server/main.ts', worker: 'server/worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  packages: 'external',
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // A separate .map for reading a stack trace by hand; node does not load it unless asked
  // (`NODE_OPTIONS=--enable-source-maps`).
  sourcemap: 'linked',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  metafile: true,
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
console.log(`bundled the server into ${outdir} (${Math.round(bytes / 1024)} KB with maps)`)
