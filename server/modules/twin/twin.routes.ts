import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IMAGE_MAX_BYTES } from '../../../contract/images.ts'
import { TWIN_TRAINING_PHOTOS, TwinOutfitFields, twinApi } from '../../../contract/twin.ts'
import { validationFailed } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'
import type { TwinService } from './twin.service.ts'
import type { TwinWebhooks } from './twin.webhooks.ts'

/** Replicate's success payloads carry logs and outputs; 1 MiB drops some of them (413). */
const WEBHOOK_BODY_LIMIT = 16 * 1024 * 1024

/** Every call of `twinApi` (contract/twin.ts) and the provider's webhook. */
export function twinRoutes({ twin, webhooks }: { twin: TwinService; webhooks: TwinWebhooks }): FastifyPluginAsyncZod {
  return async (app) => {
    const sendImage = (data: Buffer) => (reply: { header(k: string, v: string): unknown }) => {
      reply.header('content-type', 'image/webp')
      reply.header('cache-control', 'private, no-store')
      return data
    }

    route(app, twinApi.status, {}, async (req) => twin.status(req.user!))
    route(app, twinApi.modelInfo, {}, async (req) => twin.modelInfo(req.user!))
    route(app, twinApi.upload, {}, async (req) => {
      // One file more than allowed is read, so a 5th photo gets its own clear message.
      const form = await readMultipartForm(req, {
        fileField: 'images',
        maxBytes: IMAGE_MAX_BYTES,
        maxFields: 5,
        maxFiles: TWIN_TRAINING_PHOTOS + 1,
      })
      return twin.uploadPhotos(req.user!, form.files)
    })
    route(app, twinApi.photo, {}, async (req, reply) => sendImage(await twin.photoFile(req.user!, req.params.id))(reply))
    route(app, twinApi.deletePhoto, {}, async (req) => twin.deletePhoto(req.user!, req.params.id))
    route(app, twinApi.train, {}, async (req) => twin.train(req.user!, req.body))
    route(app, twinApi.generate, {}, async (req) => twin.generate(req.user!, req.body.prompt))
    route(app, twinApi.outfit, {}, async (req) => {
      const form = await readMultipartForm(req, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFields: 5 })
      const fields = TwinOutfitFields.safeParse(form.fields)
      if (!fields.success) throw validationFailed(fields.error.issues)
      if (!form.file) throw validationFailed([{ path: ['image'], message: 'validation.required' }])
      return twin.outfit(req.user!, form.file, fields.data.prompt)
    })
    route(app, twinApi.generation, {}, async (req) => twin.generation(req.user!, req.params.id))
    route(app, twinApi.gallery, {}, async (req) => twin.gallery(req.user!))
    route(app, twinApi.imageFile, {}, async (req, reply) => sendImage(await twin.imageFile(req.user!, req.params.id))(reply))
    route(app, twinApi.deleteImage, {}, async (req) => {
      await twin.deleteImage(req.user!, req.body)
    })
    route(app, twinApi.publish, {}, async (req) => twin.publish(req.user!, req.params.id, req.body))
    route(app, twinApi.grantTraining, {}, async (req) => twin.grantTraining(req.user!, req.params.userId))

    // The webhook needs the raw bytes for the signature, so JSON is not parsed in this scope.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json')
      raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      )
      route(raw, twinApi.webhook, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req) => {
        const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined)
        await webhooks.receive(
          req.query.kind,
          { id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature') },
          Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        )
      })
    })
  }
}
