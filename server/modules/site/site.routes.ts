import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SITE_ASSET_MAX_BYTES, SiteSettings } from '../../../contract/site-settings.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'
import { SITE_ASSETS } from './site-assets.ts'

/** The operator's settings in the admin area; public pages read them through their loaders. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = () => app.services.site
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/site-settings',
    { schema: { tags: ['admin'], summary: 'Platform identity, imprint and marketing figures', response: { 200: SiteSettings } }, ...guard },
    async (req) => site().get(req.user!),
  )

  app.put(
    '/api/admin/site-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Replace the platform settings (every public page shows them at once, on every instance)',
        body: SiteSettings,
        response: { 200: SiteSettings },
      },
      ...guard,
    },
    async (req) => site().update(req.user!, req.body),
  )

  const AssetParams = z.object({ asset: z.enum(SITE_ASSETS) })

  app.post(
    '/api/admin/site-settings/:asset',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload the platform logo or favicon (multipart: `file`, an image)',
        params: AssetParams,
        consumes: ['multipart/form-data'],
        response: { 200: SiteSettings },
      },
      ...guard,
    },
    async (req) => {
      const { file } = await readMultipartForm(req, { fileField: 'file', maxBytes: SITE_ASSET_MAX_BYTES, maxFields: 2 })
      return site().setAsset(req.user!, req.params.asset, file)
    },
  )

  app.delete(
    '/api/admin/site-settings/:asset',
    {
      schema: { tags: ['admin'], summary: 'Go back to the default logo or favicon', params: AssetParams, response: { 200: SiteSettings } },
      ...guard,
    },
    async (req) => site().clearAsset(req.user!, req.params.asset),
  )
}
