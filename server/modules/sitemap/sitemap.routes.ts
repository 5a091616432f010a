import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sitemapApi } from '../../../contract/sitemap.ts'
import { route } from '../../plugins/endpoints.ts'

/** /robots.txt and /sitemap.xml for search engines; cached by browsers and proxies for an hour. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, sitemapApi.robots, {}, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(app.services.sitemap.robots()),
  )
  route(app, sitemapApi.sitemap, {}, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await app.services.sitemap.sitemap()),
  )
}
