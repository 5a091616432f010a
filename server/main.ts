/**
 * The server's entry point (`npm start` runs its bundle, build/current/app/main.js). The Node
 * version is checked before anything else loads: the server itself imports packages an old Node
 * cannot run, and would fail with a far less helpful error.
 */
import { refuseOldNode } from '../scripts/runtime.mjs'

refuseOldNode()
await import('./start-server.ts')
