import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Disclosure } from '../../../contract/disclosure.ts'
import { ogApi } from '../../../contract/og.ts'
import { AppError } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import type { OgImage } from './og.service.ts'

/** `name.png` → `name`; anything else is not one of our images. */
function stem(file: string) {
  if (!file.endsWith('.png')) throw new AppError('NOT_FOUND')
  return file.slice(0, -'.png'.length)
}

function send(req: FastifyRequest, reply: FastifyReply, image: OgImage) {
  const etag = `"${image.etag}"`
  // Previews are fetched by link crawlers that revisit; an hour keeps edits visible soon enough.
  reply.header('cache-control', 'public, max-age=3600').header('etag', etag)
  if (req.headers['if-none-match'] === etag) return reply.code(304).send()
  return reply.type('image/png').send(image.png)
}

/** Share-preview images: `/og/{username}.png` and `/og/image/{imageId}.png` (1200 × 630). */
export const ogRoutes: FastifyPluginAsyncZod = async (app) => {
  const og = app.services.og

  route(app, ogApi.image, {}, async (req, reply) => {
    // Labels (AI-generated, ad disclosure) are drawn in the request's language (?lang=, cookie or Accept-Language).
    reply.header('vary', 'accept-language, cookie')
    const labels = {
      ai: req.t('public.card.ai_generated'),
      disclosure: (d: { disclosure: Disclosure; disclosure_brand: string | null }) =>
        d.disclosure === 'paid' && d.disclosure_brand
          ? req.t('public.disclosure.paid_with', { brand: d.disclosure_brand })
          : req.t(`public.disclosure.${d.disclosure}`),
    }
    return send(req, reply, await og.image(stem(req.params.file), labels))
  })

  route(app, ogApi.creator, {}, async (req, reply) => send(req, reply, await og.creator(stem(req.params.file))))
}
