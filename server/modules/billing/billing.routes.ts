import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PromoCheckInput, PromoCheckResponse } from '../../../contract/auth.ts'
import {
  CardInput,
  CheckoutSessionParams,
  LocalCheckoutView,
  LocalPayResponse,
  PromoCodeView,
  PromoCreateInput,
  PromoUpdateInput,
} from '../../../contract/billing.ts'
import type { PromoCode } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
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

const tags = ['billing']

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing, localCheckout, promoCodes } = app.services

  app.post(
    '/api/promo/check',
    {
      schema: {
        tags,
        summary: 'Check a promo code for a plan before paying',
        body: PromoCheckInput,
        response: { 200: PromoCheckResponse },
      },
      // Codes are guessable words: slow down anyone trying them in bulk.
      config: { rateLimit: strictLimit(app.config, 20) },
    },
    async (req) => {
      const result = await promoCodes.checkPromo(req.body.code, req.body.planType, req.body.billingCycle)
      return { message: req.t('billing.promo_applied'), ...result }
    },
  )

  // Stripe signs the exact bytes it sent: only this route gets the body unparsed.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json')
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    raw.post(
      '/api/webhooks/stripe',
      {
        schema: {
          tags,
          summary: 'Stripe webhook (signed)',
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (req) => {
        if (!Buffer.isBuffer(req.body)) throw new AppError('WEBHOOK_SIGNATURE_INVALID')
        const signature = req.headers['stripe-signature']
        await billing.receiveStripeWebhook(req.body, typeof signature === 'string' ? signature : '')
        return { received: true as const }
      },
    )
  })

  app.get(
    '/api/checkout/local/:sessionId',
    {
      schema: { tags, summary: 'Test checkout: what is being paid', params: CheckoutSessionParams, response: { 200: LocalCheckoutView } },
      // The test card pays without money: only for someone trying the app on this machine.
      onRequest: app.requireLocalDevClient,
    },
    async (req) => localCheckout.getLocalCheckout(req.params.sessionId),
  )

  app.post(
    '/api/checkout/local/:sessionId/pay',
    {
      schema: {
        tags,
        summary: 'Test checkout: pay with a test card',
        params: CheckoutSessionParams,
        body: CardInput,
        response: { 200: LocalPayResponse },
      },
      onRequest: app.requireLocalDevClient,
      config: { rateLimit: strictLimit(app.config, 20) },
    },
    async (req) => localCheckout.payLocalCheckout(req.params.sessionId, req.body),
  )

  app.get(
    '/api/admin/promo-codes',
    {
      schema: { tags, summary: 'Promo codes (admin)', response: { 200: z.array(PromoCodeView) } },
      onRequest: app.requireAdmin,
    },
    async (req) => (await promoCodes.listPromoCodes(req.user)).map(toView),
  )

  app.post(
    '/api/admin/promo-codes',
    {
      schema: { tags, summary: 'Create a promo code (admin)', body: PromoCreateInput, response: { 201: PromoCodeView } },
      onRequest: app.requireAdmin,
    },
    async (req, reply) => reply.code(201).send(toView(await promoCodes.createPromoCode(req.user, req.body))),
  )

  app.patch(
    '/api/admin/promo-codes/:id',
    {
      schema: {
        tags,
        summary: 'Change a promo code (admin)',
        params: z.object({ id: z.uuid() }),
        body: PromoUpdateInput,
        response: { 200: PromoCodeView },
      },
      onRequest: app.requireAdmin,
    },
    async (req) => toView(await promoCodes.updatePromoCode(req.user, req.params.id, req.body)),
  )
}
