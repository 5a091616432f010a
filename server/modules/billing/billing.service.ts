import { randomUUID } from 'node:crypto'
import type { Language } from '../../../contract/language.ts'
import { type BillingCycle, type PlanType, priceCents } from '../../../contract/plans.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { NewSubscription, PromoCode, Subscription, SubscriptionStatus, User } from '../../db/schema/index.ts'
import { AppError, type ErrorDetail } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { PaymentEvent, PaymentsPort } from '../../ports/payments/index.ts'
import { LOCAL_SESSION_PREFIX } from '../../ports/payments/local.adapter.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import { createBillingRepository } from './billing.repository.ts'

interface BillingDeps {
  db: Database
  payments: PaymentsPort
  users: UsersService
  mailer: Mailer
  translator: (lang: Language) => Translate
  publicUrl: string
  now?: () => Date
}

/** The test checkout's cards, as in Stripe test mode. */
export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const
/** An unpaid test checkout stays open this long (Stripe's sessions: 24 hours). */
export const LOCAL_CHECKOUT_HOURS = 24
export const REGISTER_SUCCESS_PATH = '/register-success'

export interface PromoInput {
  code: string
  percentOff?: number | null
  amountOffCents?: number | null
  expiresAt?: Date | null
  maxUses?: number | null
  active?: boolean
}
export type PromoPatch = Partial<Omit<PromoInput, 'code'>>
export interface CardInput {
  cardNumber: string
  expiry: string
  cvc: string
  name: string
}

/** When two states carry the same provider time, the later one in a subscription's life wins. */
const STATUS_RANK: Record<SubscriptionStatus, number> = { pending: 0, active: 1, past_due: 2, canceled: 3, expired: 3 }

interface StateChange {
  at: Date
  status?: SubscriptionStatus
  cancelAtPeriodEnd?: boolean
  amountCents?: number
  periodStart?: Date
  periodEnd?: Date
}

/**
 * How an event changes a subscription row, whatever order events arrive in: the billing period
 * only moves forward (the later end wins), and status, cancel flag and amount come from the newest
 * provider state (older states are ignored). Applying the same events in any order gives one result.
 */
export function mergeState(row: Subscription, change: StateChange): Partial<NewSubscription> {
  const patch: Partial<NewSubscription> = {}
  if (change.periodEnd && (!row.currentPeriodEnd || change.periodEnd > row.currentPeriodEnd)) {
    patch.currentPeriodEnd = change.periodEnd
    patch.currentPeriodStart = change.periodStart ?? row.currentPeriodStart
  }
  const seen = row.providerStateAt?.getTime()
  const at = change.at.getTime()
  const newer = seen === undefined || at > seen || (at === seen && STATUS_RANK[change.status ?? row.status] >= STATUS_RANK[row.status])
  if (newer) {
    patch.providerStateAt = change.at
    if (change.status) patch.status = change.status
    if (change.cancelAtPeriodEnd !== undefined) patch.cancelAtPeriodEnd = change.cancelAtPeriodEnd
    if (change.amountCents !== undefined) patch.amountCents = change.amountCents
  }
  return patch
}

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

function luhn(digits: string) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

const invalid = (field: string, key: string) => new AppError('VALIDATION_FAILED', [{ field, key }])

export function createBillingService({ db, payments, users, mailer, translator, publicUrl, now = () => new Date() }: BillingDeps) {
  const repo = createBillingRepository()

  function usablePromo(promo: PromoCode | undefined): PromoCode {
    if (!promo?.active) throw new AppError('PROMO_INVALID')
    if (promo.expiresAt && promo.expiresAt <= now()) throw new AppError('PROMO_EXPIRED')
    if (promo.maxUses != null && promo.timesUsed >= promo.maxUses) throw new AppError('PROMO_INVALID')
    if (promo.amountOffCents != null && promo.currency?.toLowerCase() !== 'eur') throw new AppError('PROMO_INVALID')
    return promo
  }

  function assertAdmin(actor: Actor | null | undefined) {
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

  /** First payment of a checkout: the account is paid (awaits approval), the promo counted once. */
  async function completeFirstPayment(tx: Executor, row: Subscription) {
    if (row.promoCode) await repo.countPromoUse(tx, row.promoCode)
    if (!row.userId) return
    // The plan and cycle of this checkout, not whatever the account asked for since.
    const user = await users.markPaid(row.userId, tx, { planType: row.planType, billingCycle: row.billingCycle })
    if (!user) return
    const t = translator(user.language)
    await mailer.send(
      {
        to: user.email,
        subject: t('billing.email.paid_subject'),
        text: t('billing.email.paid_body', { username: user.username, loginUrl: `${publicUrl}/login` }),
      },
      { tx },
    )
  }

  async function apply(tx: Executor, row: Subscription, event: PaymentEvent) {
    // Provider ids are learnt from whichever event brings them first and never change after.
    const link: Partial<NewSubscription> = {}
    if (event.subscriptionId && !row.providerSubscriptionId) link.providerSubscriptionId = event.subscriptionId
    if ('customerId' in event && event.customerId && !row.providerCustomerId) link.providerCustomerId = event.customerId

    switch (event.type) {
      case 'checkout.completed': {
        const first = row.paymentMethod == null
        const state = mergeState(row, {
          at: event.occurredAt,
          status: 'active',
          amountCents: event.amountCents,
          periodStart: event.currentPeriodStart,
          periodEnd: event.currentPeriodEnd,
        })
        await repo.updateSubscription(tx, row.id, { ...link, ...state, ...(first ? { paymentMethod: event.paymentMethod } : {}) })
        if (first) await completeFirstPayment(tx, row)
        return
      }
      case 'subscription.updated': {
        const state = mergeState(row, {
          at: event.occurredAt,
          status: event.status,
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          periodStart: event.currentPeriodStart,
          periodEnd: event.currentPeriodEnd,
        })
        await repo.updateSubscription(tx, row.id, { ...link, ...state })
        return
      }
      case 'invoice.paid': {
        const state = mergeState(row, {
          at: event.occurredAt,
          status: 'active',
          amountCents: event.amountCents,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
        })
        await repo.updateSubscription(tx, row.id, { ...link, ...state })
        // Whichever event says so first: the account's first payment went through.
        if (event.initial && row.userId) await users.markPaid(row.userId, tx, { planType: row.planType, billingCycle: row.billingCycle })
        return
      }
      case 'invoice.payment_failed': {
        await repo.updateSubscription(tx, row.id, link)
        // A failed first payment stays on the checkout page; failed renewals are listed for admins.
        if (event.initial) return
        await repo.insertFailedRenewal(tx, {
          userId: row.userId,
          subscriptionId: row.id,
          username: row.username,
          userEmail: row.userEmail,
          amountCents: event.amountCents,
          currency: event.currency,
          note: translator('en')('billing.renewal_failed_note', { attempt: event.attempt ?? 1 }),
          providerInvoiceId: event.invoiceId,
        })
        return
      }
    }
  }

  async function handleEvent(provider: 'stripe' | 'local', eventId: string, event: PaymentEvent) {
    return db.transaction(async (tx) => {
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
    })
  }

  return {
    handleEvent,

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
      input: { planType: PlanType; billingCycle: BillingCycle; promoCode?: string; lang: Language },
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
        },
        successUrl: `${publicUrl}${REGISTER_SUCCESS_PATH}`,
        cancelUrl: `${publicUrl}/register?cancelled=1`,
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
        await repo.expireUnpaidCheckouts(tx, user.id, reference)
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
      if (paid) return { redirectUrl: REGISTER_SUCCESS_PATH }
      const number = card.cardNumber.replace(/[\s-]/g, '')
      const [, mm, yy] = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim()) ?? []
      const month = Number(mm)
      const at = now()
      const details: ErrorDetail[] = []
      if (!/^\d{12,19}$/.test(number) || !luhn(number)) details.push({ field: 'cardNumber', key: 'checkout.errors.card_number_invalid' })
      if (!mm || month < 1 || month > 12) details.push({ field: 'expiry', key: 'checkout.errors.expiry_invalid' })
      // A card is valid until the end of its expiry month.
      else if (Date.UTC(2000 + Number(yy), month, 1) <= at.getTime()) details.push({ field: 'expiry', key: 'checkout.errors.expiry_past' })
      if (details.length) throw new AppError('VALIDATION_FAILED', details)
      if (number !== TEST_CARDS.success) throw new AppError('CARD_DECLINED')
      await handleEvent('local', `local_${sessionId}_paid`, {
        type: 'checkout.completed',
        occurredAt: at,
        sessionId,
        reference: row.id,
        accountId: row.userId ?? undefined,
        subscriptionId: `lsub_${row.id}`,
        amountCents: row.amountCents,
        currency: row.currency,
        paymentMethod: 'card',
        currentPeriodStart: at,
        currentPeriodEnd: addCycle(at, row.billingCycle),
      })
      return { redirectUrl: REGISTER_SUCCESS_PATH }
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
        return await repo.insertPromo(db, {
          code: input.code,
          percentOff,
          amountOffCents,
          currency: amountOffCents != null ? 'eur' : null,
          expiresAt: input.expiresAt ?? null,
          maxUses: input.maxUses ?? null,
          active: input.active ?? true,
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
      return (await repo.updatePromo(db, id, changes)) ?? promo
    },
  }
}

export type BillingService = ReturnType<typeof createBillingService>
