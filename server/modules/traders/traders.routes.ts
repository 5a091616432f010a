import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tradersApi } from '../../../contract/traders.ts'
import { route } from '../../plugins/endpoints.ts'
import type { TradersService } from './traders.service.ts'

/** The seller's trader details and the admin's review of them (contract/traders.ts). */
export function tradersRoutes(traders: TradersService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, tradersApi.mine, {}, (req) => traders.mine(req.user!))
    route(app, tradersApi.save, {}, (req) => traders.save(req.user!, req.body))
    route(app, tradersApi.list, {}, (req) => traders.adminList(req.user!, req.query))
    route(app, tradersApi.decide, {}, (req) => traders.decide(req.user!, req.params.userId, req.body))
  }
}
