import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { siteApi } from '../../../contract/site-api.ts'
import { SITE_ASSET_MAX_BYTES } from '../../../contract/site-settings.ts'
import { route } from '../../plugins/endpoints.ts'
import { readMultipartForm } from '../../plugins/multipart-form.ts'

/** The operator's settings in the admin area; public pages read them through their loaders. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = () => app.services.site

  route(app, siteApi.get, {}, async (req) => site().get(req.user!))
  route(app, siteApi.update, {}, async (req) => site().update(req.user!, req.body))
  route(app, siteApi.uploadAsset, {}, async (req) => {
    const { file } = await readMultipartForm(req, { fileField: 'file', maxBytes: SITE_ASSET_MAX_BYTES, maxFields: 2 })
    return site().setAsset(req.user!, req.params.asset, file)
  })
  route(app, siteApi.clearAsset, {}, async (req) => site().clearAsset(req.user!, req.params.asset))
}
