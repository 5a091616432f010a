import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminLinkHealth, CreatorLink, CreatorLinks, LinkIdParams, LinkSettingsBody, TagHideBody } from '../../../contract/link-health.ts'
import { TagIdParams } from '../../../contract/tags.ts'
import type { Actor } from '../users/users.service.ts'
import type { LinkHealthService } from './link-health.service.ts'

const tags = ['links']

/** /api/links/* for creators, /api/admin/link-health for admins; rules live in the service. */
export function linkHealthRoutes(
  links: LinkHealthService,
  admin: { summary(actor: Actor): Promise<AdminLinkHealth> },
): FastifyPluginAsyncZod {
  return async (app) => {
    const user = { onRequest: app.requireUser }

    app.get(
      '/api/links',
      {
        ...user,
        schema: { tags, summary: "The creator's outbound links with their last check, problems first", response: { 200: CreatorLinks } },
      },
      (req) => links.list(req.user!),
    )

    app.post(
      '/api/links/:id/check',
      {
        ...user,
        schema: {
          tags,
          summary: 'Check one of own links again now (once a minute per link)',
          params: LinkIdParams,
          response: { 200: CreatorLink },
        },
      },
      (req) => links.checkNow(req.user!, req.params.id),
    )

    app.put(
      '/api/links/tags/:id/hidden',
      {
        ...user,
        schema: {
          tags,
          summary: 'Hide an own tag from public pages until its link is fixed, or show it',
          params: TagIdParams,
          body: TagHideBody,
        },
      },
      async (req, reply) => {
        await links.setTagHidden(req.user!, req.params.id, req.body.hidden)
        return reply.code(204).send()
      },
    )

    app.put(
      '/api/links/settings',
      { ...user, schema: { tags, summary: 'Hide tags automatically while their link is broken or sold out', body: LinkSettingsBody } },
      async (req, reply) => {
        await links.setAutoHide(req.user!, req.body.auto_hide)
        return reply.code(204).send()
      },
    )

    app.get(
      '/api/admin/link-health',
      {
        onRequest: app.requireAdmin,
        schema: { tags, summary: 'Platform-wide link verdicts and the hosts that fail most', response: { 200: AdminLinkHealth } },
      },
      (req) => admin.summary(req.user!),
    )
  }
}
