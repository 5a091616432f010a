import { randomUUID } from 'node:crypto'
import type { Language } from '../../../contract/language.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { PaymentEvent, PaymentsPort } from '../../ports/payments/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { createBillingRepository } from './billing.repository.ts'
import { createEventApplier } from './billing-events.ts'
import type { Invoices } from './invoices.ts'
import { REGISTER_SUCCESS_PATH, SUBSCRIPTION_PATH } from './periods.ts'
import type { PlanPricesService } from './plan-prices.service.ts'
import { discountedCents, type PromoCodesService } from './promo-codes.service.ts'

interface BillingDeps {
  db: Database
  payments: PaymentsPort
  users: UsersService
  mailer: Mailer
  notifications: NotificationsService
  audit: AuditRecorder
  invoices: Invoices
  promoCodes: Pick<PromoCodesService, 'usable' | 'checkPromo'>
  planPrices: Pick<PlanPricesService, 'price'>
  translator: (lang: Language) => Translate
  publicUrl: string
}

/**
 * Subscription checkouts and the events that follow them: every provider event (Stripe webhook,
 * test checkout, local renewal) is acted on here, once, inside one transaction.
 */
export function createBillingService(deps: BillingDeps) {
  const { db, payments, audit, promoCodes, publicUrl } = deps
  const repo = createBillingRepository()
  const apply = createEventApplier({ ...deps, repo })

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

  /** Ends what the account still has running; see cancelForDeletedAccount. */
  async function endForDeletedAccount(tx: Executor, userId: string) {
    const at = new Date()
    for (const row of await repo.liveSubscriptionsOf(tx, userId)) {
      // Rows of a provider this installation no longer uses cannot be reached there.
      const atStripe = row.provider === 'stripe' && payments.kind === 'stripe'
      if (row.paymentMethod == null) {
        // An open checkout: it can no longer be paid, and its promo use goes back.
        if (atStripe && row.providerCheckoutSessionId) await payments.expireCheckout?.(row.providerCheckoutSessionId)
        await repo.updateSubscription(tx, row.id, { status: 'expired' })
        if (row.promoCode) await repo.releasePromoUse(tx, row.promoCode)
        continue
      }
      if (atStripe && row.providerSubscriptionId) await payments.cancelNow?.(row.providerSubscriptionId)
      // Stamped now, so provider events from before the deletion cannot bring the row back.
      await repo.updateSubscription(tx, row.id, {
        status: 'canceled',
        endedAt: at,
        providerStateAt: at,
        cancelAtPeriodEnd: false,
        nextAttemptAt: null,
        nextPlanType: null,
        nextBillingCycle: null,
      })
      await audit.record(tx, {
        actorId: null,
        action: 'subscription.ended',
        target: { id: userId, username: row.username },
        details: { status: 'canceled', provider: row.provider, reason: 'account_deleted' },
      })
    }
  }

  return {
    handleEvent,
    handleEventIn,

    /**
     * The account is being deleted: its subscription ends at once at the provider (no refund, no
     * further renewals or reminders) and open checkouts expire. Call it first in the deletion's
     * transaction: if Stripe cannot be reached it throws, and nothing is deleted.
     */
    cancelForDeletedAccount(tx: Executor | undefined, userId: string): Promise<void> {
      return tx ? endForDeletedAccount(tx, userId) : db.transaction((t) => endForDeletedAccount(t, userId))
    },

    /** Registration checks a code before the account is created (see CheckoutStarter). */
    checkPromo: promoCodes.checkPromo,

    /** A Stripe webhook delivery: verified on its raw body, then handled once. NOT_FOUND without Stripe. */
    async receiveStripeWebhook(rawBody: Buffer, signature: string) {
      if (payments.kind !== 'stripe') throw new AppError('NOT_FOUND')
      const verified = await payments.parseWebhook(rawBody, signature)
      if (verified) await handleEvent('stripe', verified.eventId, verified.event)
    },

    /**
     * Opens the checkout for a registered (pending) account and records the pending subscription.
     * Older unpaid checkouts of the account are marked expired, so a retry starts clean.
     */
    async startSubscriptionCheckout(
      user: User,
      input: { planType: PlanType; billingCycle: BillingCycle; promoCode?: string; lang: Language; renewal?: boolean },
    ): Promise<{ url: string }> {
      const promo = input.promoCode ? await promoCodes.usable(input.promoCode) : undefined
      // Today's price; the subscription keeps it until its plan changes, whatever the admin sets later.
      const { amountCents: price, currency } = await deps.planPrices.price(input.planType, input.billingCycle)
      const reference = randomUUID()
      const checkout = await payments.createSubscriptionCheckout({
        reference,
        accountId: user.id,
        email: user.email,
        username: user.username,
        planType: input.planType,
        billingCycle: input.billingCycle,
        amountCents: price,
        currency,
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
          planPriceCents: price,
          currency,
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
  }
}

export type BillingService = ReturnType<typeof createBillingService>
