import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ActiveCampaign,
  CampaignIdParams,
  CampaignInput,
  CampaignJson,
  CampaignUsernameParams,
  CheckToday,
} from '../../../contract/campaigns.ts'
import { IMAGE_MAX_BYTES } from '../../../contract/images.ts'
import { AppError, validationFailed } from '../../errors.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'
import { strictLimit } from '../../plugins/security.ts'
import type { Visitor } from '../tracking/tracking.service.ts'
import type { CampaignsService } from './campaigns.service.ts'

const tags = ['campaigns']
/** Click calls per minute and IP at the default RATE_LIMIT_MAX, as for the other tracking calls. */
const CLICKS_PER_MINUTE = 120
const visitorOf = (req: FastifyRequest): Visitor => ({ ip: req.ip, userAgent: req.headers['user-agent'], userId: req.user?.id ?? null })

const CREATE_DESCRIPTION = [
  "Creates today's campaign (one per creator per UTC day; a second one, also a concurrent one, is 409).",
  'Send JSON with the fields, or multipart/form-data with the same fields and the image as an `image` file:',
  'the file goes through the upload pipeline (type sniffed, re-encoded, metadata stripped) and is served from this site.',
  '`image_url` is accepted for compatibility but must be empty: public pages never load images from other sites,',
  'so an http(s) URL is refused with 400 CAMPAIGN_IMAGE_URL ("upload the image as a file") and any other value with 400.',
].join(' ')

/** /api/campaigns/* and the CTA redirect /go/c/{id}; rules live in the service. */
export function campaignsRoutes(campaigns: CampaignsService): FastifyPluginAsyncZod {
  return async (app) => {
    const ai = { onRequest: app.requireAiPlan }

    app.get(
      '/api/campaigns/check-today',
      {
        ...ai,
        schema: { tags, summary: 'Whether today\'s campaign exists, and when "today" ends (00:00 UTC)', response: { 200: CheckToday } },
      },
      (req) => campaigns.checkToday(req.user!),
    )

    app.post(
      '/api/campaigns/create',
      { ...ai, schema: { tags, summary: "Create today's campaign", description: CREATE_DESCRIPTION, response: { 201: CampaignJson } } },
      async (req, reply) => {
        let fields: unknown = req.body
        let image: Buffer | undefined
        if (req.isMultipart()) {
          const form = await readMultipartForm(req, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFields: 10 })
          fields = form.fields
          image = form.file
        }
        const parsed = CampaignInput.safeParse(fields ?? {})
        if (!parsed.success) throw validationFailed(parsed.error.issues)
        return reply.code(201).send(await campaigns.create(req.user!, parsed.data, image))
      },
    )

    app.get(
      '/api/campaigns/active/:username',
      {
        schema: {
          tags,
          summary: "A creator's popup campaign (under 2 days old), or { campaign: null }",
          params: CampaignUsernameParams,
          response: { 200: ActiveCampaign },
        },
      },
      async (req) => ({ campaign: await campaigns.active(req.params.username) }),
    )

    app.post(
      '/api/campaigns/click/:id',
      {
        schema: { tags, summary: 'Count a CTA click (204 also when not counted)', params: CampaignIdParams },
        config: { rateLimit: strictLimit(app.config, CLICKS_PER_MINUTE) },
      },
      async (req, reply) => {
        await campaigns.click(req.params.id, visitorOf(req))
        return reply.code(204).header('cache-control', 'no-store').send()
      },
    )

    // The popup's CTA: counts, then sends the visitor on (only ever to a stored http(s) link).
    app.get('/go/c/:id', { schema: { hide: true, params: CampaignIdParams } }, async (req, reply) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer-when-downgrade')
      let link: string
      try {
        link = await campaigns.follow(req.params.id, visitorOf(req), { count: req.method === 'GET' })
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        return reply.code(404).type('text/plain; charset=utf-8').send(req.t('errors.campaigns.not_found'))
      }
      return reply.redirect(link, 302)
    })
  }
}
