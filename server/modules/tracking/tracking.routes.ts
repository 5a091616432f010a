import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { TRACKING_KINDS } from '../../../contract/beacons.ts'
import { trackingApi } from '../../../contract/tracking.ts'
import { AppError } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'
import type { Visitor } from './tracking.service.ts'

/** Beacons carry nothing we read; anything larger than this is not a beacon. */
const BODY_LIMIT = 1024
/** Tracking calls per minute and IP at the default RATE_LIMIT_MAX (a person taps far fewer). */
const TRACKING_PER_MINUTE = 120

const visitorOf = (req: FastifyRequest, source: { referrer?: string; utmSource?: string } = {}): Visitor => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  userId: req.user?.id ?? null,
  ...source,
})

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracking = app.services.tracking

  // Beacons arrive as sendBeacon text, empty JSON fetches or nothing: accept any type, ignore it.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, _body, done) => done(null, undefined))

  const beacon = { bodyLimit: BODY_LIMIT, config: { rateLimit: strictLimit(app.config, TRACKING_PER_MINUTE) } }
  for (const kind of TRACKING_KINDS) {
    route(app, trackingApi[kind], beacon, async (req, reply) => {
      await tracking.track(kind, req.params.imageId, visitorOf(req, { referrer: req.query.ref, utmSource: req.query.utm }))
      reply.header('cache-control', 'no-store')
    })
  }
  route(app, trackingApi.pageView, beacon, async (req, reply) => {
    await tracking.trackPageView(req.params.username, visitorOf(req, { referrer: req.query.ref, utmSource: req.query.utm }))
    reply.header('cache-control', 'no-store')
  })

  // Not under the strict limit: a visitor behind a shared (carrier) IP must still reach the
  // product; the global limit applies, and dedupe keeps floods from counting.
  route(app, trackingApi.follow, {}, async (req, reply) => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer-when-downgrade')
    let link: string
    try {
      // HEAD (link checkers, previews) follows the same answer but never counts.
      // The tag button sits on our page, so its Referer is ours (direct) unless the visitor came from elsewhere.
      link = await tracking.follow(req.params.tagId, visitorOf(req, { referrer: req.headers.referer }), { count: req.method === 'GET' })
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return reply.code(404).type('text/plain; charset=utf-8').send(req.t('errors.not_found'))
    }
    return reply.redirect(link)
  })
}
