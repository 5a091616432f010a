import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CampaignInput, campaignsApi } from '../../../contract/campaigns.ts'
import { IMAGE_MAX_BYTES } from '../../../contract/images.ts'
import { AppError, validationFailed } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'
import { strictLimit } from '../../plugins/security.ts'
import type { Visitor } from '../tracking/tracking.service.ts'
import type { CampaignsService } from './campaigns.service.ts'

/** Click calls per minute and IP at the default RATE_LIMIT_MAX, as for the other tracking calls. */
const CLICKS_PER_MINUTE = 120
const visitorOf = (req: FastifyRequest): Visitor => ({ ip: req.ip, userAgent: req.headers['user-agent'], userId: req.user?.id ?? null })

/** /api/campaigns/* (contract/campaigns.ts) and the CTA redirect /go/c/{id}; rules live in the service. */
export function campaignsRoutes(campaigns: CampaignsService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, campaignsApi.checkToday, {}, (req) => campaigns.checkToday(req.user!))

    route(app, campaignsApi.create, {}, async (req) => {
      // JSON, or multipart with the image as a file.
      let fields: unknown = req.body
      let image: Buffer | undefined
      if (req.isMultipart()) {
        const form = await readMultipartForm(req, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFields: 10 })
        fields = form.fields
        image = form.file
      }
      const parsed = CampaignInput.safeParse(fields ?? {})
      if (!parsed.success) throw validationFailed(parsed.error.issues)
      return campaigns.create(req.user!, parsed.data, image)
    })

    route(app, campaignsApi.active, {}, async (req) => ({ campaign: await campaigns.active(req.params.username) }))

    route(app, campaignsApi.click, { config: { rateLimit: strictLimit(app.config, CLICKS_PER_MINUTE) } }, async (req, reply) => {
      await campaigns.click(req.params.id, visitorOf(req))
      reply.header('cache-control', 'no-store')
    })

    // The popup's CTA: counts, then sends the visitor on (only ever to a stored http(s) link).
    route(app, campaignsApi.follow, {}, async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer-when-downgrade')
      let link: string
      try {
        link = await campaigns.follow(req.params.id, visitorOf(req), { count: req.method === 'GET' })
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return reply.code(404).type('text/plain; charset=utf-8').send(req.t('errors.campaigns.not_found'))
      }
      return reply.redirect(link)
    })
  }
}
