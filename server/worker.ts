/** The workers' entry point (`npm run worker`); the Node version first, as in main.ts. */
import { refuseOldNode } from '../scripts/runtime.mjs'

refuseOldNode()
await import('./start-workers.ts')
