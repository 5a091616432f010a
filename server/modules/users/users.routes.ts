import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AVATAR_MAX_BYTES, CurrentUser, ProfileUpdate } from '../../../contract/auth.ts'
import { LANGUAGES } from '../../../contract/language.ts'
import { LAYOUT_STYLES, LayoutStyleInput, SocialLinks, SocialLinksInput } from '../../../contract/social.ts'
import { validationFailed } from '../../errors.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me',
    { schema: { tags: ['users'], summary: 'The signed-in account', response: { 200: CurrentUser } }, onRequest: app.requireUser },
    async (req) => app.services.users.me(req.user!),
  )

  app.post(
    '/api/users/updateProfile',
    {
      schema: {
        tags: ['users'],
        summary: 'Update profile settings (multipart: text fields and an optional `photo` file)',
        description:
          'Only the fields sent change. A field left out keeps its stored value; an optional field sent empty ' +
          '(specialization, introduction, country, gender, birthdate, phone) is cleared. username and pageName ' +
          'may be left out but not sent empty. birthdate is YYYY-MM-DD, at least 13 and at most 120 years ago.',
        consumes: ['multipart/form-data'],
        response: { 200: CurrentUser },
      },
      onRequest: app.requireUser,
    },
    async (req) => {
      const { fields, file: photo } = await readMultipartForm(req, { fileField: 'photo', maxBytes: AVATAR_MAX_BYTES, maxFields: 20 })
      const parsed = ProfileUpdate.safeParse(fields)
      if (!parsed.success) throw validationFailed(parsed.error.issues)
      return app.services.users.updateProfile(req.user!, parsed.data, photo)
    },
  )

  app.get(
    '/api/users/socialLinks',
    {
      schema: { tags: ['users'], summary: 'My social links and public email', response: { 200: SocialLinks } },
      onRequest: app.requireUser,
    },
    async (req) => app.services.users.getSocialLinks(req.user!),
  )

  app.post(
    '/api/users/updateSocialLinks',
    {
      schema: {
        tags: ['users'],
        summary: 'Save my social links and public email (empty clears)',
        body: SocialLinksInput,
        response: { 200: SocialLinks.extend({ message: z.string() }) },
      },
      onRequest: app.requireUser,
    },
    async (req) => ({ ...(await app.services.users.updateSocialLinks(req.user!, req.body)), message: req.t('social.updated') }),
  )

  app.post(
    '/api/users/updateLayoutStyle',
    {
      schema: {
        tags: ['users'],
        summary: 'Choose the public page layout (business is final)',
        body: LayoutStyleInput,
        response: { 200: z.object({ layout_style: z.enum(LAYOUT_STYLES), message: z.string() }) },
      },
      onRequest: app.requireUser,
    },
    async (req) => ({
      ...(await app.services.users.updateLayoutStyle(req.user!, req.body.layoutStyle)),
      message: req.t('social.layout_updated'),
    }),
  )

  app.post(
    '/api/users/language',
    {
      schema: {
        tags: ['users'],
        summary: 'The language mails and notifications to the signed-in account are written in',
        body: z.object({ language: z.enum(LANGUAGES, 'validation.invalid') }),
        response: { 204: z.null() },
      },
      onRequest: app.requireUser,
    },
    async (req, reply) => {
      await app.services.users.setLanguage(req.user!.id, req.body.language)
      return reply.code(204).send(null)
    },
  )
}
