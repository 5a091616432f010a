import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { subscriptionApi } from '../../../contract/billing.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

/** The creator's subscription page calls these; invoices are served to their owner and admins. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscription = app.services.subscription

  route(app, subscriptionApi.view, {}, async (req) => subscription.view(req.user!))
  route(app, subscriptionApi.cancel, {}, async (req) => subscription.setCancel(req.user!, true))
  route(app, subscriptionApi.resume, {}, async (req) => subscription.setCancel(req.user!, false))
  route(app, subscriptionApi.changePlan, {}, async (req) => subscription.changePlan(req.user!, req.body))
  route(app, subscriptionApi.card, { config: { rateLimit: strictLimit(app.config, 20) } }, async (req) =>
    subscription.updateCard(req.user!, req.body),
  )
  route(app, subscriptionApi.portal, {}, async (req) => subscription.portal(req.user!))
  route(app, subscriptionApi.renew, {}, async (req) => subscription.renew(req.user!, req.lang))
  route(app, subscriptionApi.renewNow, {}, async (req) => subscription.renewNow(req.user!))
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
