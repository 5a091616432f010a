import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { installApi, SHARE_RESULT_PATH } from '../../../contract/install.ts'
import { AppError } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { isIconName } from './app-icons.ts'
import { receiveShare, ShareRefused } from './share.ts'

/** Shares per address and minute: each may carry 20 photos. */
const SHARES_PER_MINUTE = 10

/** The installable app's files, and the share target's form post. */
export const installRoutes: FastifyPluginAsyncZod = async (app) => {
  const install = () => app.services.install

  route(app, installApi.manifest, {}, async (req, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      // The name and colour change with the platform settings; the description with the language.
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language')
      .send(JSON.stringify(await install().manifest(req.lang, req.t))),
  )
  route(app, installApi.icon, {}, async (req, reply) => {
    if (!isIconName(req.params.name)) throw new AppError('NOT_FOUND')
    const icon = await install().icon(req.params.name)
    // Named with the settings' version in the manifest (`?v=`), so a day is safe; a new favicon gets a new address.
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(icon)
  })
  route(app, installApi.serviceWorker, {}, async (_req, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      // Browsers look for a new worker on navigations; no cache may hold back a release's.
      .header('cache-control', 'no-cache')
      .send(install().serviceWorker()),
  )
  route(app, installApi.offline, {}, async (req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await install().offlinePage(req.lang, req.t)),
  )
  route(app, installApi.share, { config: { rateLimit: { max: SHARES_PER_MINUTE, timeWindow: '1 minute' } } }, async (req, reply) => {
    const user = req.user
    // Opened from the phone's share sheet: without a session, sign in first (the photos are not kept).
    if (user?.role !== 'user') return reply.redirect(user ? '/admin' : '/login', 303)
    try {
      const count = await receiveShare(req, user, app.services.images)
      return reply.redirect(`/dashboard?shared=${count}#drafts`, 303)
    } catch (error) {
      if (!(error instanceof ShareRefused)) req.log.error({ err: error }, 'share failed')
      return reply.redirect(`${SHARE_RESULT_PATH}?error=${error instanceof ShareRefused ? error.reason : 'failed'}`, 303)
    }
  })
}
