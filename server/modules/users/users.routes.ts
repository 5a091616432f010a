import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AVATAR_MAX_BYTES, ProfileUpdate } from '../../../contract/auth.ts'
import { usersApi } from '../../../contract/users.ts'
import { validationFailed } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = () => app.services.users

  route(app, usersApi.me, {}, async (req) => users().me(req.user!))

  route(app, usersApi.updateProfile, {}, async (req) => {
    const { fields, file: photo } = await readMultipartForm(req, { fileField: 'photo', maxBytes: AVATAR_MAX_BYTES, maxFields: 20 })
    const parsed = ProfileUpdate.safeParse(fields)
    if (!parsed.success) throw validationFailed(parsed.error.issues)
    return users().updateProfile(req.user!, parsed.data, photo)
  })

  route(app, usersApi.socialLinks, {}, async (req) => users().getSocialLinks(req.user!))

  route(app, usersApi.updateSocialLinks, {}, async (req) => ({
    ...(await users().updateSocialLinks(req.user!, req.body)),
    message: req.t('social.updated'),
  }))

  route(app, usersApi.updateLayoutStyle, {}, async (req) => ({
    ...(await users().updateLayoutStyle(req.user!, req.body.layoutStyle)),
    message: req.t('social.layout_updated'),
  }))

  route(app, usersApi.language, {}, async (req, reply) => {
    await users().setLanguage(req.user!.id, req.body.language, undefined, { chosen: true })
    return reply.send(null)
  })
}
