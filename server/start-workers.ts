import { buildApp } from './app.ts'
import { loadConfig, loadDotEnv } from './config.ts'
import { runModeNotice } from './run-mode.ts'
import { shutDownGracefully } from './shutdown.ts'

/**
 * Job workers without the web server, for scaling workers separately (`npm run worker`).
 * Needs DATABASE_URL: the embedded database belongs to the `npm start` process.
 */
loadDotEnv()
const config = loadConfig({ ...process.env, WEB_MODE: 'none', RUN_WORKERS: 'true' })
if (!config.database.url) throw new Error('npm run worker needs DATABASE_URL (the web process owns the embedded database)')
const app = await buildApp(config)
// The workers send the mail: an outbox chosen in production is worth repeating here.
const notice = runModeNotice(config)
for (const line of notice.lines) app.log[notice.level](line)
await app.ready()
await app.services.release.hold()
app.log.info('Looktag workers running')
shutDownGracefully(app)
