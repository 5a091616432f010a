import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CardInput, PlanChangeInput, RedirectResponse, SubscriptionView, subscriptionApi } from '../../../contract/billing.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

const tags = ['subscription']
const response = { 200: SubscriptionView }

/** The creator's subscription page calls these; invoices are served to their owner and admins. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscription = app.services.subscription

  app.get(
    '/api/users/subscription',
    { schema: { tags, summary: "The signed-in creator's subscription and invoices", response }, onRequest: app.requireUser },
    async (req) => subscription.view(req.user!),
  )

  app.post(
    '/api/users/subscription/cancel',
    { schema: { tags, summary: 'Cancel at the end of the paid period', response }, onRequest: app.requireUser },
    async (req) => subscription.setCancel(req.user!, true),
  )

  app.post(
    '/api/users/subscription/resume',
    { schema: { tags, summary: 'Undo a cancellation before the period ends', response }, onRequest: app.requireUser },
    async (req) => subscription.setCancel(req.user!, false),
  )

  app.post(
    '/api/users/subscription/plan',
    {
      schema: { tags, summary: 'Upgrade now (prorated) or change plan / cycle at the period end', body: PlanChangeInput, response },
      onRequest: app.requireUser,
    },
    async (req) => subscription.changePlan(req.user!, req.body),
  )

  app.post(
    '/api/users/subscription/card',
    {
      schema: { tags, summary: 'Test checkout: a new card for renewals', body: CardInput, response },
      onRequest: app.requireUser,
      config: { rateLimit: strictLimit(app.config, 20) },
    },
    async (req) => subscription.updateCard(req.user!, req.body),
  )

  app.post(
    '/api/users/subscription/portal',
    {
      schema: { tags, summary: "Stripe's customer portal (card, cancellation)", response: { 200: RedirectResponse } },
      onRequest: app.requireUser,
    },
    async (req) => subscription.portal(req.user!),
  )

  app.post(
    '/api/users/subscription/renew',
    {
      schema: { tags, summary: 'A new checkout after the subscription ended', response: { 200: RedirectResponse } },
      onRequest: app.requireUser,
    },
    async (req) => subscription.renew(req.user!, req.lang),
  )

  app.post(
    '/api/users/subscription/renew-now',
    { schema: { tags, summary: 'Test checkout, not in production: renew now', response }, onRequest: app.requireUser },
    async (req) => subscription.renewNow(req.user!),
  )

  route(app, subscriptionApi.adminInvoices, {}, async (req) => app.services.billingAdmin.invoices(req.user!, req.params.id))
  route(app, subscriptionApi.invoice, {}, async (req, reply) => {
    const { invoice, pdf } = await subscription.readInvoice(req.user!, req.params.file)
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf)
  })
}
