import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DisclosureBody,
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED_FIELDS,
  ImageIdParams,
  ImageJson,
  ImageList,
  ImageListQuery,
  ImageUploadFields,
  PinBody,
  PremiumBody,
} from '../../../contract/images.ts'
import { AppError, validationFailed } from '../../errors.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/images/upload',
    {
      schema: {
        tags: ['images'],
        summary: 'Upload a product image (multipart: image, category, expiry_date, description, discount, disclosure, disclosure_brand)',
        consumes: ['multipart/form-data'],
        response: { 201: ImageJson },
      },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      // Refused before up to 15 MB are read into memory when the image workers and their queue are full.
      const release = app.services.images.admitUpload()
      try {
        const { fields, file: image } = await readMultipartForm(req, { fileField: 'image', maxBytes: IMAGE_MAX_BYTES, maxFields: 10 })
        const missing = IMAGE_REQUIRED_FIELDS.filter((name) => (name === 'image' ? !image : !fields[name]?.trim()))
        if (missing.length > 0 || !image) {
          throw new AppError(
            'IMAGE_FIELDS_REQUIRED',
            missing.map((field) => ({ field, key: 'validation.required' })),
          )
        }
        const parsed = ImageUploadFields.safeParse(fields)
        if (!parsed.success) throw validationFailed(parsed.error.issues)
        const created = await app.services.images.upload(req.user!, parsed.data, image)
        return reply.code(201).send(created)
      } finally {
        release()
      }
    },
  )

  app.get(
    '/api/images',
    {
      schema: {
        tags: ['images'],
        summary: "The signed-in creator's images, pinned first, then newest first",
        querystring: ImageListQuery,
        response: { 200: ImageList },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.images.list(req.user!, req.query),
  )

  app.get(
    '/api/images/settings',
    {
      schema: {
        tags: ['images'],
        summary: 'Upload rules set by admins: the latest allowed expiry is today + max_expiry_days; whether a disclosure must be chosen',
        response: { 200: z.object({ max_expiry_days: z.number().int(), require_disclosure: z.boolean() }) },
      },
      onRequest: app.requireUser,
    },
    async () => app.services.images.uploadSettings(),
  )

  app.post(
    '/api/images/:id/pin',
    {
      schema: {
        tags: ['images'],
        summary: 'Pin or unpin an own image',
        params: ImageIdParams,
        body: PinBody,
        response: { 200: ImageJson },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.images.setPinned(req.user!, req.params.id, req.body.pinned),
  )

  app.post(
    '/api/images/:id/premium',
    {
      schema: {
        tags: ['images'],
        summary: 'Mark or unmark an own image as premium',
        params: ImageIdParams,
        body: PremiumBody,
        response: { 200: ImageJson },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.images.setPremium(req.user!, req.params.id, req.body.is_premium),
  )

  app.post(
    '/api/images/:id/disclosure',
    {
      schema: {
        tags: ['images'],
        summary: 'Set the ad disclosure of an own image (none, affiliate, paid with the brand, gifted, own product)',
        params: ImageIdParams,
        body: DisclosureBody,
        response: { 200: ImageJson },
      },
      onRequest: app.requireUser,
    },
    async (req) => app.services.images.setDisclosure(req.user!, req.params.id, req.body),
  )

  app.delete(
    '/api/images/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'Delete an own image (admins: any image) and its files',
        params: ImageIdParams,
        response: { 204: z.null() },
      },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      await app.services.images.delete(req.user!, req.params.id)
      return reply.code(204).send(null)
    },
  )
}
