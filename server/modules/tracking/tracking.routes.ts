import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TRACKING_KINDS } from '../../../contract/public.ts'
import { AppError } from '../../errors.ts'
import { strictLimit } from '../../plugins/security.ts'
import type { Visitor } from './tracking.service.ts'

/** Beacons carry nothing we read; anything larger than this is not a beacon. */
const BODY_LIMIT = 1024
/** Tracking calls per minute and IP at the default RATE_LIMIT_MAX (a person taps far fewer). */
const TRACKING_PER_MINUTE = 120

/**
 * Ids are checked by the service, so a malformed one is the same 404 as an unknown one. UUIDs
 * ignore case, and the database answers ids in lower case: a link typed in capitals is the same
 * image or tag (and the same visit) once lowered here.
 */
const ImageParams = z.object({ imageId: z.string().toLowerCase() })
const TagParams = z.object({ tagId: z.string().toLowerCase() })
const PageParams = z.object({ username: z.string() })

/** The page's referrer and utm_source, as the beacon passes them on (a beacon's own Referer is our page). */
const BeaconQuery = z.object({
  ref: z.string().max(2048).optional().catch(undefined),
  utm: z.string().max(100).optional().catch(undefined),
})

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

  for (const kind of TRACKING_KINDS) {
    app.post(
      `/api/public/${kind}/:imageId`,
      {
        schema: {
          tags: ['public'],
          summary: `Count a ${kind} on a public image (204 also when not counted)`,
          params: ImageParams,
          querystring: BeaconQuery,
        },
        bodyLimit: BODY_LIMIT,
        config: { rateLimit: strictLimit(app.config, TRACKING_PER_MINUTE) },
      },
      async (req, reply) => {
        await tracking.track(kind, req.params.imageId, visitorOf(req, { referrer: req.query.ref, utmSource: req.query.utm }))
        return reply.code(204).header('cache-control', 'no-store').send()
      },
    )
  }

  app.post(
    '/api/public/page_view/:username',
    {
      schema: {
        tags: ['public'],
        summary: "Count a visit of a creator's page or shop (204 also when not counted)",
        params: PageParams,
        querystring: BeaconQuery,
      },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: strictLimit(app.config, TRACKING_PER_MINUTE) },
    },
    async (req, reply) => {
      await tracking.trackPageView(req.params.username, visitorOf(req, { referrer: req.query.ref, utmSource: req.query.utm }))
      return reply.code(204).header('cache-control', 'no-store').send()
    },
  )

  // Not under the strict limit: a visitor behind a shared (carrier) IP must still reach the
  // product; the global limit applies, and dedupe keeps floods from counting.
  app.get('/go/:tagId', { schema: { hide: true, params: TagParams } }, async (req, reply) => {
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
    return reply.redirect(link, 302)
  })
}
