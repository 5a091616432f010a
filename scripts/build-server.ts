/**
 * `npm run build`, after the web build: the server as a JavaScript bundle in the release's app folder (main.js
 * for `npm start`, worker.js for `npm run worker`), so the app runs under plain `node` without tsx
 * compiling its TypeScript at every start and holding the source maps (docs/performance.md
 * "Memory", decision 0033). `npm run dev` and the tests keep running the source through tsx.
 */
import path from 'node:path'
import { bundleServer } from './server-bundle.ts'

const outdir = path.resolve(process.env.BUILD_DIR ?? 'build', 'app')
const bytes = await bundleServer(outdir, { main: 'server/main.ts', worker: 'server/worker.ts' })
console.log(`bundled the server into ${outdir} (${Math.round(bytes / 1024)} KB with source maps)`)
