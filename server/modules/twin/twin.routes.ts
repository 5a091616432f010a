import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IMAGE_MAX_BYTES } from '../../../contract/images.ts'
import {
  TWIN_TRAINING_PHOTOS,
  TwinDeleteImageInput,
  TwinGallery,
  TwinGenerateInput,
  TwinGeneration,
  TwinGrant,
  TwinIdParams,
  TwinModelInfo,
  TwinOutfitFields,
  TwinPublished,
  TwinPublishInput,
  TwinStatus,
  TwinTrainInput,
  TwinUserParams,
} from '../../../contract/twin.ts'
import { validationFailed } from '../../errors.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'
import type { TwinService } from './twin.service.ts'
import type { TwinWebhooks } from './twin.webhooks.ts'

const tags = ['twin']
/** Replicate's success payloads carry logs and outputs; 1 MiB drops some of them (413). */
const WEBHOOK_BODY_LIMIT = 16 * 1024 * 1024
const WebhookQuery = z.object({ kind: z.enum(['training', 'prediction']) })

/** Every /api/twin call (contract/twin.ts lists them), the admin grant and the provider webhook. */
export function twinRoutes({ twin, webhooks }: { twin: TwinService; webhooks: TwinWebhooks }): FastifyPluginAsyncZod {
  return async (app) => {
    const ai = { onRequest: app.requireAiPlan }
    const sendImage = (data: Buffer) => (reply: { header(k: string, v: string): unknown }) => {
      reply.header('content-type', 'image/webp')
      reply.header('cache-control', 'private, no-store')
      return data
    }

    app.get('/api/twin/status', { ...ai, schema: { tags, summary: 'Twin status', response: { 200: TwinStatus } } }, async (req) =>
      twin.status(req.user!),
    )
    app.get(
      '/api/twin/model-info',
      { ...ai, schema: { tags, summary: 'Days the trained twin stays usable', response: { 200: TwinModelInfo } } },
      async (req) => twin.modelInfo(req.user!),
    )
    app.post(
      '/api/twin/upload',
      {
        ...ai,
        schema: {
          tags,
          summary: 'Add training photos (multipart: up to 4 `images`)',
          consumes: ['multipart/form-data'],
          response: { 200: TwinStatus },
        },
      },
      async (req) => {
        // One file more than allowed is read, so a 5th photo gets its own clear message.
        const form = await readMultipartForm(req, {
          fileField: 'images',
          maxBytes: IMAGE_MAX_BYTES,
          maxFields: 5,
          maxFiles: TWIN_TRAINING_PHOTOS + 1,
        })
        return twin.uploadPhotos(req.user!, form.files)
      },
    )
    app.get(
      '/api/twin/photos/:id',
      { ...ai, schema: { tags, summary: 'A private training photo', params: TwinIdParams } },
      async (req, reply) => sendImage(await twin.photoFile(req.user!, req.params.id))(reply),
    )
    app.delete(
      '/api/twin/photos/:id',
      { ...ai, schema: { tags, summary: 'Remove a training photo', params: TwinIdParams, response: { 200: TwinStatus } } },
      async (req) => twin.deletePhoto(req.user!, req.params.id),
    )
    app.post(
      '/api/twin/train',
      { ...ai, schema: { tags, summary: 'Train the twin', body: TwinTrainInput, response: { 202: TwinStatus } } },
      async (req, reply) => reply.code(202).send(await twin.train(req.user!, req.body)),
    )
    app.post(
      '/api/twin/generate',
      { ...ai, schema: { tags, summary: 'Generate from a prompt', body: TwinGenerateInput, response: { 202: TwinGeneration } } },
      async (req, reply) => reply.code(202).send(await twin.generate(req.user!, req.body.prompt)),
    )
    app.post(
      '/api/twin/outfit',
      {
        ...ai,
        schema: {
          tags,
          summary: 'One photo → four styles (multipart: image, prompt)',
          consumes: ['multipart/form-data'],
          response: { 202: TwinGeneration },
        },
      },
      async (req, reply) => {
        const form = await readMultipartForm(req, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFields: 5 })
        const fields = TwinOutfitFields.safeParse(form.fields)
        if (!fields.success) throw validationFailed(fields.error.issues)
        if (!form.file) throw validationFailed([{ path: ['image'], message: 'validation.required' }])
        return reply.code(202).send(await twin.outfit(req.user!, form.file, fields.data.prompt))
      },
    )
    app.get(
      '/api/twin/generations/:id',
      { ...ai, schema: { tags, summary: 'A generation', params: TwinIdParams, response: { 200: TwinGeneration } } },
      async (req) => twin.generation(req.user!, req.params.id),
    )
    app.get('/api/twin/generated-images', { ...ai, schema: { tags, summary: 'Gallery', response: { 200: TwinGallery } } }, async (req) =>
      twin.gallery(req.user!),
    )
    app.get(
      '/api/twin/images/:id/file',
      { ...ai, schema: { tags, summary: 'A private generated image', params: TwinIdParams } },
      async (req, reply) => sendImage(await twin.imageFile(req.user!, req.params.id))(reply),
    )
    app.delete(
      '/api/twin/image',
      { ...ai, schema: { tags, summary: 'Delete a generated image', body: TwinDeleteImageInput } },
      async (req, reply) => {
        await twin.deleteImage(req.user!, req.body)
        return reply.code(204).send()
      },
    )
    app.post(
      '/api/twin/images/:id/publish',
      {
        ...ai,
        schema: {
          tags,
          summary: 'Publish as an image post',
          params: TwinIdParams,
          body: TwinPublishInput,
          response: { 201: TwinPublished },
        },
      },
      async (req, reply) => reply.code(201).send(await twin.publish(req.user!, req.params.id, req.body)),
    )
    app.post(
      '/api/admin/twin/:userId/grant-training',
      {
        onRequest: app.requireAdmin,
        schema: { tags, summary: 'Grant one more training', params: TwinUserParams, response: { 200: TwinGrant } },
      },
      async (req) => twin.grantTraining(req.user!, req.params.userId),
    )

    // The webhook needs the raw bytes for the signature, so JSON is not parsed in this scope.
    await app.register(async (raw) => {
      raw.removeContentTypeParser('application/json')
      raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
        done(null, body),
      )
      raw.post(
        '/api/webhooks/replicate',
        { bodyLimit: WEBHOOK_BODY_LIMIT, schema: { tags, summary: 'Replicate webhook', hide: true } },
        async (req, reply) => {
          const query = WebhookQuery.safeParse(req.query)
          if (!query.success) throw validationFailed(query.error.issues)
          const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined)
          await webhooks.receive(
            query.data.kind,
            { id: header('webhook-id'), timestamp: header('webhook-timestamp'), signature: header('webhook-signature') },
            Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          )
          return reply.code(204).send()
        },
      )
    })
  }
}
