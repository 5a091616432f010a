import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { planPricesApi } from '../../../contract/plan-prices.ts'
import { route } from '../../plugins/endpoints.ts'

/** The plan prices in the admin area; the pricing, registration and checkout pages read them through their loaders. */
export const planPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const planPrices = () => app.services.planPrices

  route(app, planPricesApi.view, {}, async (req) => planPrices().view(req.user!))
  route(app, planPricesApi.update, {}, async (req) => planPrices().update(req.user!, req.body))
}
