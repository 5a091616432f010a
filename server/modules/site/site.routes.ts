import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SiteSettings } from '../../../contract/site-settings.ts'

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
}
