import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type AdminLinkHealth, linkHealthApi } from '../../../contract/link-health.ts'
import { route } from '../../plugins/endpoints.ts'
import type { Actor } from '../users/users.service.ts'
import type { LinkHealthService } from './link-health.service.ts'

/** /api/links/* for creators, /api/admin/link-health for admins; rules live in the service. */
export function linkHealthRoutes(
  links: LinkHealthService,
  admin: { summary(actor: Actor): Promise<AdminLinkHealth> },
): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, linkHealthApi.list, {}, (req) => links.list(req.user!))
    route(app, linkHealthApi.check, {}, (req) => links.checkNow(req.user!, req.params.id))
    route(app, linkHealthApi.hideTag, {}, async (req) => {
      await links.setTagHidden(req.user!, req.params.id, req.body.hidden)
    })
    route(app, linkHealthApi.settings, {}, async (req) => {
      await links.setAutoHide(req.user!, req.body.auto_hide)
    })
    route(app, linkHealthApi.admin, {}, (req) => admin.summary(req.user!))
  }
}
