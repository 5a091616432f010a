import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PromoCodeView } from '../../../contract/billing.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import type { PromoCode } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { route } from '../../plugins/endpoints.ts'
import { strictLimit } from '../../plugins/security.ts'

const toView = (p: PromoCode): PromoCodeView => ({
  id: p.id,
  code: p.code,
  percentOff: p.percentOff,
  amountOffCents: p.amountOffCents,
  currency: p.currency,
  expiresAt: p.expiresAt?.toISOString() ?? null,
  maxUses: p.maxUses,
  timesUsed: p.timesUsed,
  active: p.active,
  createdAt: p.createdAt.toISOString(),
})

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing, localCheckout, promoCodes } = app.services

  // Codes are guessable words: slow down anyone trying them in bulk.
  route(app, billingApi.promoCheck, { config: { rateLimit: strictLimit(app.config, 20) } }, async (req) => {
    const result = await promoCodes.checkPromo(req.body.code, req.body.planType, req.body.billingCycle)
    return { message: req.t('billing.promo_applied'), ...result }
  })

  // Stripe signs the exact bytes it sent: only this route gets the body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json')
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    route(raw, billingApi.stripeWebhook, {}, async (req) => {
      if (!Buffer.isBuffer(req.body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      const signature = req.headers['stripe-signature']
      await billing.receiveStripeWebhook(req.body, typeof signature === 'string' ? signature : '')
      return { received: true as const }
    })
  })

  route(app, billingApi.localCheckout, {}, async (req) => localCheckout.getLocalCheckout(req.params.sessionId))
  route(app, billingApi.localPay, { config: { rateLimit: strictLimit(app.config, 20) } }, async (req) =>
    localCheckout.payLocalCheckout(req.params.sessionId, req.body),
  )

  route(app, billingApi.promoCodes, {}, async (req) => (await promoCodes.listPromoCodes(req.user)).map(toView))
  route(app, billingApi.createPromoCode, {}, async (req) => toView(await promoCodes.createPromoCode(req.user, req.body)))
  route(app, billingApi.updatePromoCode, {}, async (req) => toView(await promoCodes.updatePromoCode(req.user, req.params.id, req.body)))
}
