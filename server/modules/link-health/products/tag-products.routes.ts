import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tagProductsApi } from '../../../../contract/tag-products.ts'
import { route } from '../../../plugins/endpoints.ts'
import { strictLimit } from '../../../plugins/security.ts'
import type { TagProductsService } from './tag-products.service.ts'

/** Reads a creator may ask for in a minute (each fetches a shop's page); counted per account, not per address. */
export const LOOKUPS_PER_MINUTE = 20

export function tagProductsRoutes(products: TagProductsService): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = {
      ...strictLimit(app.config, LOOKUPS_PER_MINUTE),
      keyGenerator: (req: { user: { id: string } | null; ip: string }) => (req.user ? `lookup|${req.user.id}` : `lookup|${req.ip}`),
    }
    route(app, tagProductsApi.lookup, { config: { rateLimit: limit } }, (req) => products.lookup(req.body.link))
  }
}
