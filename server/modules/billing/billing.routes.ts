import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PromoCheckInput, PromoCheckResponse } from '../../../contract/auth.ts'
import { CardInput } from '../../../contract/billing.ts'
import { BILLING_CYCLES, PLAN_TYPES } from '../../../contract/plans.ts'
import type { PromoCode } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { strictLimit } from '../../plugins/security.ts'

export const LocalPayResponse = z.object({ redirectUrl: z.string() })

export const LocalCheckoutView = z.object({
  sessionId: z.string(),
  planType: z.enum(PLAN_TYPES),
  billingCycle: z.enum(BILLING_CYCLES),
  /** Due now, after any promo, in cents. */
  amountCents: z.number(),
  fullPriceCents: z.number(),
  currency: z.string(),
  email: z.string(),
  username: z.string(),
  promoCode: z.string().nullable(),
  paid: z.boolean(),
})

const SessionParams = z.object({ sessionId: z.string().min(1).max(200) })

/** An ISO date-time, or a date meaning the end of that day (UTC). */
const ExpiresAt = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .nullable()
  .transform((v) => (v == null ? v : new Date(v.length === 10 ? `${v}T23:59:59.999Z` : v)))

const promoFields = {
  percentOff: z.number().int().min(1, 'validation.invalid').max(100, 'validation.invalid').nullable(),
  amountOffCents: z.number().int().positive('validation.invalid').max(10_000_000, 'validation.invalid').nullable(),
  expiresAt: ExpiresAt,
  maxUses: z.number().int().positive('validation.invalid').max(10_000_000, 'validation.invalid').nullable(),
  active: z.boolean(),
}

export const PromoCreateInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,64}$/, 'validation.invalid'),
  percentOff: promoFields.percentOff.optional(),
  amountOffCents: promoFields.amountOffCents.optional(),
  expiresAt: promoFields.expiresAt.optional(),
  maxUses: promoFields.maxUses.optional(),
  active: promoFields.active.optional(),
})
export const PromoUpdateInput = z.object(promoFields).partial()

export const PromoCodeView = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  currency: z.string().nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  timesUsed: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
})

const toView = (p: PromoCode): z.infer<typeof PromoCodeView> => ({
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
      schema: { tags, summary: 'Test checkout: what is being paid', params: SessionParams, response: { 200: LocalCheckoutView } },
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
        params: SessionParams,
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
