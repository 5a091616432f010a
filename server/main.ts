/**
 * The server's entry point (`npm start` runs its bundle, build/current/app/main.js). The Node
 * version is checked before anything else loads: the server itself imports packages an old Node
 * cannot run, and would fail with a far less helpful error.
 */
import { refuseOldNode } from '../scripts/runtime.mjs'

refuseOldNode()
const { librariesEnv, loadConfig, loadDotEnv } = await import('./config.ts')
loadDotEnv()
const config = loadConfig()
// React reads NODE_ENV when first imported, which happens below: the run mode is read first.
process.env.NODE_ENV = librariesEnv(config)
const { startServer } = await import('./start-server.ts')
await startServer(config)
