import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PlanPrices, PlanPricesView } from '../../../contract/plan-prices.ts'

/** The plan prices in the admin area; the pricing, registration and checkout pages read them through their loaders. */
export const planPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const planPrices = () => app.services.planPrices
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/plan-prices',
    {
      schema: { tags: ['admin'], summary: 'Plan prices and what running subscriptions pay', response: { 200: PlanPricesView } },
      ...guard,
    },
    async (req) => planPrices().view(req.user!),
  )

  app.put(
    '/api/admin/plan-prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the plan prices for new subscriptions and plan changes (running subscriptions keep theirs)',
        body: PlanPrices,
        response: { 200: PlanPricesView },
      },
      ...guard,
    },
    async (req) => planPrices().update(req.user!, req.body),
  )
}
