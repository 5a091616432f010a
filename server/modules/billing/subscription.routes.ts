import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { billingApi } from '../../../contract/billing-api.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

/** The creator's subscription page calls these; invoices are served to their owner and admins. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const subscription = app.services.subscription

  route(app, billingApi.subscription, {}, async (req) => subscription.view(req.user!))
  route(app, billingApi.cancelSubscription, {}, async (req) => subscription.setCancel(req.user!, true))
  route(app, billingApi.resumeSubscription, {}, async (req) => subscription.setCancel(req.user!, false))
  route(app, billingApi.changePlan, {}, async (req) => subscription.changePlan(req.user!, req.body))
  route(app, billingApi.updateCard, { config: { rateLimit: strictLimit(app.config, 20) } }, async (req) =>
    subscription.updateCard(req.user!, req.body),
  )
  route(app, billingApi.portal, {}, async (req) => subscription.portal(req.user!))
  route(app, billingApi.renew, {}, async (req) => subscription.renew(req.user!, req.lang))
  route(app, billingApi.renewNow, {}, async (req) => subscription.renewNow(req.user!))
  route(app, billingApi.subscriptionInvoices, {}, async (req) => app.services.billingAdmin.invoices(req.user!, req.params.id))

  route(app, billingApi.invoice, {}, async (req, reply) => {
    const { invoice, pdf } = await subscription.readInvoice(req.user!, req.params.file)
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf)
  })
}
