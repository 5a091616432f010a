import type { Database } from '../../../db/client.ts'
import { AppError } from '../../../errors.ts'
import type { BillingRepository } from '../../../modules/billing/billing.repository.ts'
import type { BillingService } from '../../../modules/billing/billing.service.ts'
import { addCycle, REGISTER_SUCCESS_PATH, SUBSCRIPTION_PATH } from '../../../modules/billing/periods.ts'
import { subscriptionPlanPrice } from '../../../modules/billing/plan-prices.service.ts'
import type { UsersService } from '../../../modules/users/users.service.ts'
import type { PaymentsPort } from '../index.ts'
import { acceptTestCard, type CardInput } from './test-card.ts'

interface LocalPlanCheckoutDeps {
  db: Database
  repo: BillingRepository
  payments: PaymentsPort
  users: UsersService
  billing: Pick<BillingService, 'handleEventIn'>
  now?: () => Date
}

/** An unpaid test checkout stays open this long (Stripe's sessions: 24 hours). */
export const LOCAL_CHECKOUT_HOURS = 24

/** The built-in test checkout page (`/checkout/:sessionId`): what it shows and how it pays. */
export function createLocalPlanCheckoutService({ db, repo, payments, users, billing, now = () => new Date() }: LocalPlanCheckoutDeps) {
  async function localCheckoutRow(sessionId: string) {
    if (payments.kind !== 'local') throw new AppError('CHECKOUT_NOT_FOUND')
    // Stripe's sessions live in the same column: only rows the test checkout opened are ours.
    const row = await repo.findByCheckoutSession(db, sessionId)
    if (row?.provider !== 'local') throw new AppError('CHECKOUT_NOT_FOUND')
    const paid = row.paymentMethod != null
    const stale = row.status !== 'pending' || now().getTime() - row.createdAt.getTime() > LOCAL_CHECKOUT_HOURS * 3_600_000
    if (!paid && stale) throw new AppError('CHECKOUT_NOT_FOUND')
    return { row, paid }
  }

  return {
    /** What the test checkout page shows. CHECKOUT_NOT_FOUND for unknown, expired or Stripe sessions. */
    async getLocalCheckout(sessionId: string) {
      const { row, paid } = await localCheckoutRow(sessionId)
      return {
        sessionId,
        planType: row.planType,
        billingCycle: row.billingCycle,
        amountCents: row.amountCents,
        fullPriceCents: subscriptionPlanPrice(row),
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
        await billing.handleEventIn(tx, 'local', `local_${sessionId}_paid`, {
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
        await billing.handleEventIn(tx, 'local', `local_${sessionId}_invoice`, {
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
  }
}

export type LocalPlanCheckoutService = ReturnType<typeof createLocalPlanCheckoutService>
