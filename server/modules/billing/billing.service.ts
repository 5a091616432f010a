import { randomUUID } from 'node:crypto'
import type { Language } from '../../../contract/language.ts'
import { type BillingCycle, type PlanType, priceCents } from '../../../contract/plans.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { PromoCode, User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { PaymentEvent, PaymentsPort } from '../../ports/payments/index.ts'
import { LOCAL_SESSION_PREFIX } from '../../ports/payments/local.adapter.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import { createBillingRepository } from './billing.repository.ts'
import { createEventApplier } from './billing-events.ts'
import type { Invoices } from './invoices.ts'
import { acceptTestCard, type CardInput } from './test-card.ts'

interface BillingDeps {
  db: Database
  payments: PaymentsPort
  users: UsersService
  mailer: Mailer
  notifications: NotificationsService
  audit: AuditRecorder
  invoices: Invoices
  translator: (lang: Language) => Translate
  publicUrl: string
  now?: () => Date
}

/** An unpaid test checkout stays open this long (Stripe's sessions: 24 hours). */
export const LOCAL_CHECKOUT_HOURS = 24
export const REGISTER_SUCCESS_PATH = '/register-success'
export const SUBSCRIPTION_PATH = '/subscription'

export interface PromoInput {
  code: string
  percentOff?: number | null
  amountOffCents?: number | null
  expiresAt?: Date | null
  maxUses?: number | null
  active?: boolean
}
export type PromoPatch = Partial<Omit<PromoInput, 'code'>>

/** What the audit log keeps of a promo code. */
const promoDetails = (p: PromoCode) => ({
  code: p.code,
  percent_off: p.percentOff,
  amount_off_cents: p.amountOffCents,
  expires_at: p.expiresAt?.toISOString() ?? null,
  max_uses: p.maxUses,
  active: p.active,
})

export function discountedCents(price: number, promo?: Pick<PromoCode, 'percentOff' | 'amountOffCents'>) {
  if (promo?.percentOff != null) return Math.round((price * (100 - promo.percentOff)) / 100)
  if (promo?.amountOffCents != null) return Math.max(0, price - promo.amountOffCents)
  return price
}

export function addCycle(from: Date, cycle: BillingCycle) {
  const months = cycle === 'yearly' ? 12 : 1
  const target = new Date(from)
  target.setUTCDate(1)
  target.setUTCMonth(target.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay))
  return target
}

const invalid = (field: string, key: string) => new AppError('VALIDATION_FAILED', [{ field, key }])

export function createBillingService(deps: BillingDeps) {
  const { db, payments, users, audit, publicUrl, now = () => new Date() } = deps
  const repo = createBillingRepository()
  const apply = createEventApplier({ ...deps, repo })

  function usablePromo(promo: PromoCode | undefined): PromoCode {
    if (!promo?.active) throw new AppError('PROMO_INVALID')
    if (promo.expiresAt && promo.expiresAt <= now()) throw new AppError('PROMO_EXPIRED')
    if (promo.maxUses != null && promo.timesUsed >= promo.maxUses) throw new AppError('PROMO_INVALID')
    if (promo.amountOffCents != null && promo.currency?.toLowerCase() !== 'eur') throw new AppError('PROMO_INVALID')
    return promo
  }

  function assertAdmin(actor: Actor | null | undefined): asserts actor is Actor {
    if (!actor) throw new AppError('UNAUTHORIZED')
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  async function localCheckoutRow(sessionId: string) {
    if (payments.kind !== 'local' || !sessionId.startsWith(LOCAL_SESSION_PREFIX)) throw new AppError('CHECKOUT_NOT_FOUND')
    const row = await repo.findByCheckoutSession(db, sessionId)
    if (row?.provider !== 'local') throw new AppError('CHECKOUT_NOT_FOUND')
    const paid = row.paymentMethod != null
    const stale = row.status !== 'pending' || now().getTime() - row.createdAt.getTime() > LOCAL_CHECKOUT_HOURS * 3_600_000
    if (!paid && stale) throw new AppError('CHECKOUT_NOT_FOUND')
    return { row, paid }
  }

  /** Acts on one event inside the caller's transaction (see docs/decisions/0004-payment-events.md). */
  async function handleEventIn(tx: Executor, provider: 'stripe' | 'local', eventId: string, event: PaymentEvent) {
    // Claiming the id in the same transaction as the effects: a replay finds it and does nothing.
    if (!(await repo.claimEvent(tx, provider, eventId, event.type))) return { applied: false }
    const row = await repo.lockForEvent(tx, {
      subscriptionId: event.subscriptionId,
      reference: event.reference,
      sessionId: event.type === 'checkout.completed' ? event.sessionId : undefined,
    })
    // Not one of our subscriptions (e.g. made by hand in the provider's dashboard).
    if (!row || row.provider !== provider) return { applied: false }
    await apply(tx, row, event)
    return { applied: true }
  }

  function handleEvent(provider: 'stripe' | 'local', eventId: string, event: PaymentEvent) {
    return db.transaction((tx) => handleEventIn(tx, provider, eventId, event))
  }

  return {
    handleEvent,
    handleEventIn,

    /** A Stripe webhook delivery: verified on its raw body, then handled once. NOT_FOUND without Stripe. */
    async receiveStripeWebhook(rawBody: Buffer, signature: string) {
      if (payments.kind !== 'stripe') throw new AppError('NOT_FOUND')
      const verified = await payments.parseWebhook(rawBody, signature)
      if (verified) await handleEvent('stripe', verified.eventId, verified.event)
    },

    /** The discount a code gives on the plan's first payment; PROMO_INVALID / PROMO_EXPIRED otherwise. */
    async checkPromo(code: string, planType: PlanType, billingCycle: BillingCycle) {
      const promo = usablePromo(await repo.findPromoByCode(db, code.trim()))
      return {
        code: promo.code,
        percentOff: promo.percentOff,
        amountOffCents: promo.amountOffCents,
        amountCents: discountedCents(priceCents(planType, billingCycle), promo),
      }
    },

    /**
     * Opens the checkout for a registered (pending) account and records the pending subscription.
     * Older unpaid checkouts of the account are marked expired, so a retry starts clean.
     */
    async startSubscriptionCheckout(
      user: User,
      input: { planType: PlanType; billingCycle: BillingCycle; promoCode?: string; lang: Language; renewal?: boolean },
    ): Promise<{ url: string }> {
      const promo = input.promoCode ? usablePromo(await repo.findPromoByCode(db, input.promoCode.trim())) : undefined
      const price = priceCents(input.planType, input.billingCycle)
      const reference = randomUUID()
      const checkout = await payments.createSubscriptionCheckout({
        reference,
        accountId: user.id,
        email: user.email,
        username: user.username,
        planType: input.planType,
        billingCycle: input.billingCycle,
        amountCents: price,
        currency: 'eur',
        promo: promo && {
          code: promo.code,
          providerCouponId: promo.providerCouponId,
          percentOff: promo.percentOff,
          amountOffCents: promo.amountOffCents,
          maxUses: promo.maxUses,
          expiresAt: promo.expiresAt,
        },
        successUrl: `${publicUrl}${input.renewal ? SUBSCRIPTION_PATH : REGISTER_SUCCESS_PATH}`,
        cancelUrl: input.renewal ? `${publicUrl}${SUBSCRIPTION_PATH}` : `${publicUrl}/register?cancelled=1`,
        locale: input.lang,
      })
      await db.transaction(async (tx) => {
        await repo.insertSubscription(tx, {
          id: reference,
          userId: user.id,
          username: user.username,
          userEmail: user.email,
          planType: input.planType,
          billingCycle: input.billingCycle,
          status: 'pending',
          amountCents: discountedCents(price, promo),
          currency: 'eur',
          provider: payments.kind,
          providerCheckoutSessionId: checkout.sessionId,
          promoCode: promo?.code ?? null,
        })
        // The checkout holds one use of the code until it is paid or expires (max uses hold under load).
        if (promo && !(await repo.reservePromoUse(tx, promo.id))) throw new AppError('PROMO_INVALID')
        for (const old of await repo.expireUnpaidCheckouts(tx, user.id, reference)) {
          if (old.promoCode) await repo.releasePromoUse(tx, old.promoCode)
        }
        if (promo && checkout.providerCouponId && checkout.providerCouponId !== promo.providerCouponId) {
          await repo.setPromoCoupon(tx, promo.id, checkout.providerCouponId)
        }
      })
      return { url: checkout.url }
    },

    /** What the test checkout page shows. CHECKOUT_NOT_FOUND for unknown, expired or Stripe sessions. */
    async getLocalCheckout(sessionId: string) {
      const { row, paid } = await localCheckoutRow(sessionId)
      return {
        sessionId,
        planType: row.planType,
        billingCycle: row.billingCycle,
        amountCents: row.amountCents,
        fullPriceCents: priceCents(row.planType, row.billingCycle),
        currency: row.currency,
        email: row.userEmail,
        username: row.username,
        promoCode: row.promoCode,
        paid,
      }
    },

    /**
     * Pays a test checkout like Stripe test mode: 4242 4242 4242 4242 pays, every other valid card
     * number is declined (4000 0000 0000 0002 is the documented one). A payment becomes the same
     * event the Stripe webhook produces; paying twice changes nothing.
     */
    async payLocalCheckout(sessionId: string, card: CardInput) {
      const { row, paid } = await localCheckoutRow(sessionId)
      // A creator renewing an ended subscription goes back to it; a new account to the approval note.
      const account = row.userId ? await users.findById(row.userId) : undefined
      const redirectUrl = account?.paymentStatus === 'paid' && !paid ? SUBSCRIPTION_PATH : REGISTER_SUCCESS_PATH
      if (paid) return { redirectUrl }
      const at = now()
      const saved = payments.saveCard?.(acceptTestCard(card, at))
      if (saved) await repo.updateSubscription(db, row.id, { paymentMethodRef: saved.paymentMethodRef, cardLast4: saved.last4 })
      const period = { start: at, end: addCycle(at, row.billingCycle) }
      // Like Stripe: the checkout completes and the subscription's first invoice is paid.
      await db.transaction(async (tx) => {
        await handleEventIn(tx, 'local', `local_${sessionId}_paid`, {
          type: 'checkout.completed',
          occurredAt: at,
          sessionId,
          reference: row.id,
          accountId: row.userId ?? undefined,
          subscriptionId: `lsub_${row.id}`,
          amountCents: row.amountCents,
          currency: row.currency,
          paymentMethod: 'card',
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
        })
        await handleEventIn(tx, 'local', `local_${sessionId}_invoice`, {
          type: 'invoice.paid',
          occurredAt: at,
          invoiceId: `lin_${row.id}_initial`,
          subscriptionId: `lsub_${row.id}`,
          reference: row.id,
          initial: true,
          amountCents: row.amountCents,
          currency: row.currency,
          periodStart: period.start,
          periodEnd: period.end,
        })
      })
      return { redirectUrl }
    },

    async listPromoCodes(actor: Actor | null) {
      assertAdmin(actor)
      return repo.listPromos(db)
    },

    async createPromoCode(actor: Actor | null, input: PromoInput) {
      assertAdmin(actor)
      const percentOff = input.percentOff ?? null
      const amountOffCents = input.amountOffCents ?? null
      if ((percentOff == null) === (amountOffCents == null)) throw invalid('percentOff', 'billing.admin.discount_one_of')
      if (await repo.findPromoByCode(db, input.code)) throw invalid('code', 'billing.admin.code_taken')
      try {
        return await db.transaction(async (tx) => {
          const created = await repo.insertPromo(tx, {
            code: input.code,
            percentOff,
            amountOffCents,
            currency: amountOffCents != null ? 'eur' : null,
            expiresAt: input.expiresAt ?? null,
            maxUses: input.maxUses ?? null,
            active: input.active ?? true,
          })
          await audit.record(tx, { actorId: actor.id, action: 'promo.create', details: promoDetails(created) })
          return created
        })
      } catch (error) {
        // Two admins creating the same code at once: the unique index decides.
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw invalid('code', 'billing.admin.code_taken')
        throw error
      }
    },

    async updatePromoCode(actor: Actor | null, id: string, patch: PromoPatch) {
      assertAdmin(actor)
      const promo = await repo.findPromoById(db, id)
      if (!promo) throw new AppError('NOT_FOUND')
      const changes: Partial<PromoCode> = {}
      if (patch.percentOff != null && patch.amountOffCents != null) throw invalid('percentOff', 'billing.admin.discount_one_of')
      if (patch.percentOff != null) Object.assign(changes, { percentOff: patch.percentOff, amountOffCents: null, currency: null })
      if (patch.amountOffCents != null) Object.assign(changes, { amountOffCents: patch.amountOffCents, percentOff: null, currency: 'eur' })
      // Provider coupons cannot change: a new discount gets a new coupon on next use.
      if (
        changes.percentOff !== undefined &&
        (changes.percentOff !== promo.percentOff || changes.amountOffCents !== promo.amountOffCents)
      ) {
        changes.providerCouponId = null
      }
      if (patch.expiresAt !== undefined) changes.expiresAt = patch.expiresAt
      if (patch.maxUses !== undefined) changes.maxUses = patch.maxUses
      if (patch.active !== undefined) changes.active = patch.active
      if (!Object.keys(changes).length) return promo
      return db.transaction(async (tx) => {
        const updated = (await repo.updatePromo(tx, id, changes)) ?? promo
        await audit.record(tx, {
          actorId: actor.id,
          action: 'promo.update',
          details: { ...promoDetails(updated), before: promoDetails(promo) },
        })
        return updated
      })
    },
  }
}

export type BillingService = ReturnType<typeof createBillingService>
