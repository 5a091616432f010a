import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IMAGE_MAX_BYTES, IMAGE_REQUIRED_FIELDS, ImageUploadFields, imagesApi } from '../../../contract/images.ts'
import { AppError, validationFailed } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = () => app.services.images

  route(app, imagesApi.upload, {}, async (req) => {
    // Refused before up to 15 MB are read into memory when the image workers and their queue are full.
    const release = images().admitUpload()
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
      return await images().upload(req.user!, parsed.data, image)
    } finally {
      release()
    }
  })
  route(app, imagesApi.list, {}, async (req) => images().list(req.user!, req.query))
  route(app, imagesApi.settings, {}, async () => images().uploadSettings())
  route(app, imagesApi.pin, {}, async (req) => images().setPinned(req.user!, req.params.id, req.body.pinned))
  route(app, imagesApi.premium, {}, async (req) => images().setPremium(req.user!, req.params.id, req.body.is_premium))
  route(app, imagesApi.disclosure, {}, async (req) => images().setDisclosure(req.user!, req.params.id, req.body))
  route(app, imagesApi.edit, {}, async (req) => images().edit(req.user!, req.params.id, req.body))
  route(app, imagesApi.publish, {}, async (req) => images().publish(req.user!, req.params.id))
  route(app, imagesApi.remove, {}, async (req) => {
    await images().delete(req.user!, req.params.id)
  })
}
