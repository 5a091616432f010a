import { randomUUID } from 'node:crypto'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { formatMoney } from '../../../contract/intl.ts'
import type { Language } from '../../../contract/language.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Subscription } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { PaymentsPort, SubscriptionChange } from '../../ports/payments/index.ts'
import { createLocalPlanRenewals, HOUR } from '../../ports/payments/local/plan-renewals.ts'
import { acceptTestCard, type CardInput } from '../../ports/payments/local/test-card.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import type { BillingRepository } from './billing.repository.ts'
import type { BillingService } from './billing.service.ts'
import { type Invoices, invoiceSummaries } from './invoices.ts'
import { type PlanPricesService, subscriptionPlanPrice } from './plan-prices.service.ts'
import { renewalDates } from './renewal-dates.ts'

interface SubscriptionDeps {
  db: Database
  repo: BillingRepository
  billing: BillingService
  payments: PaymentsPort
  users: UsersService
  invoices: Invoices
  audit: AuditRecorder
  mailer: Mailer
  planPrices: Pick<PlanPricesService, 'price'>
  translator: (lang: Language) => Translate
  publicUrl: string
  production: boolean
  reminderDays: number
  now?: () => Date
}

type Change = { planType: PlanType; billingCycle: BillingCycle }

/**
 * The creator's side of the subscription (view, cancel and undo, plan changes, card, renewing an
 * ended one) and the scheduled work: local renewals with retries, yearly reminders, stale checkouts.
 * Every change goes through the billing service's events, like provider webhooks do.
 */
export function createSubscriptionService(deps: SubscriptionDeps) {
  const { db, repo, billing, payments, users, invoices, audit, mailer, planPrices, translator, publicUrl, now = () => new Date() } = deps
  const local = payments.kind === 'local'
  const { stamp, renew: renewLocal, upgrade: upgradeLocal } = createLocalPlanRenewals({ db, repo, billing, payments, planPrices, now })

  /** A change of plan or cycle is priced at today's prices, in the subscription's currency. */
  async function changeTo(row: Subscription, next: Change) {
    const { amountCents, currency } = await planPrices.price(next.planType, next.billingCycle)
    // A running subscription cannot change currency at Stripe (docs/decisions/0075).
    if (currency !== row.currency) throw new AppError('PLAN_CURRENCY_CHANGED', undefined, { params: { currency: currency.toUpperCase() } })
    return { ...next, amountCents, currency }
  }

  async function mine(tx: Executor, actor: Actor, lock = false) {
    const row = await repo.latestPaidOf(tx, actor.id, { lock })
    if (!row) throw new AppError('SUBSCRIPTION_NOT_FOUND')
    return row
  }

  function liveOnly(row: Subscription) {
    if (row.endedAt || row.status === 'canceled' || row.status === 'expired') throw new AppError('SUBSCRIPTION_ENDED')
  }

  const record = (tx: Executor, actor: Actor, row: Subscription, action: string, details?: Record<string, unknown>) =>
    audit.record(tx, { actorId: actor.id, action, target: row.userId ? { id: row.userId, username: row.username } : null, details })

  /** Stripe: the provider changes the subscription and hands back its new state, applied at once. */
  async function atProvider(tx: Executor, row: Subscription, change: SubscriptionChange) {
    if (!payments.updateSubscription || !row.providerSubscriptionId) throw new AppError('PLAN_CHANGE_INVALID')
    const event = await payments.updateSubscription(row.providerSubscriptionId, change)
    await billing.handleEventIn(tx, 'stripe', `looktag_${randomUUID()}`, event)
  }

  /** Stripe: the change waiting for the period end (null: none) becomes the subscription's schedule. */
  async function scheduleAtProvider(tx: Executor, row: Subscription, next: Change | null) {
    if (!payments.scheduleChange) throw new AppError('PLAN_CHANGE_UNAVAILABLE')
    if (!row.providerSubscriptionId) throw new AppError('PLAN_CHANGE_INVALID')
    const change = next && (await changeTo(row, next))
    const event = await payments.scheduleChange(row.providerSubscriptionId, change)
    await billing.handleEventIn(tx, 'stripe', `looktag_${randomUUID()}`, event)
  }

  async function remindYearly(at: Date) {
    const until = new Date(at.getTime() + deps.reminderDays * 24 * HOUR)
    for (const row of await repo.upcomingYearlyRenewals(db, at, until)) {
      await db.transaction(async (tx) => {
        const key = `reminder_${row.id}_${row.currentPeriodEnd?.toISOString()}`
        if (!row.userId || !(await repo.claimEvent(tx, 'looktag', key, 'renewal.reminder'))) return
        const user = await users.findById(row.userId, tx)
        if (!user) return
        const t = translator(user.language)
        const changes = row.nextPlanType || row.nextBillingCycle
        const price = changes
          ? (await planPrices.price(row.nextPlanType ?? row.planType, row.nextBillingCycle ?? row.billingCycle)).amountCents
          : subscriptionPlanPrice(row)
        const amount = formatMoney(price, row.currency, user.language)
        const date = new Intl.DateTimeFormat(user.language, { dateStyle: 'long', timeZone: 'UTC' }).format(row.currentPeriodEnd!)
        const vars = { username: user.username, amount, date, url: `${publicUrl}/subscription` }
        await mailer.send(
          {
            to: user.email,
            kind: 'billing.reminder',
            subject: t('billing.email.reminder_subject'),
            text: t('billing.email.reminder_body', vars),
          },
          { tx },
        )
      })
    }
  }

  return {
    /** GET /api/users/subscription. SUBSCRIPTION_NOT_FOUND when the account never paid. */
    async view(actor: Actor): Promise<SubscriptionView> {
      const row = await mine(db, actor)
      const list = await repo.invoicesOf(db, actor.id)
      const live = !row.endedAt && (row.status === 'active' || row.status === 'past_due')
      const dates = renewalDates(row, now())
      return {
        username: row.username,
        user_email: row.userEmail,
        payment_status: row.status,
        amount: row.amountCents,
        currency: row.currency,
        method: row.paymentMethod,
        card_last4: row.cardLast4,
        start_date: (row.currentPeriodStart ?? row.createdAt).toISOString(),
        end_date: row.currentPeriodEnd?.toISOString() ?? null,
        promo_code: row.promoCode,
        note: row.note,
        invoice_pdf: row.invoicePdf,
        plan_type: row.planType,
        billing_cycle: row.billingCycle,
        cancel_at_period_end: row.cancelAtPeriodEnd,
        next_renewal: dates.next_renewal,
        next_plan_type: row.nextPlanType,
        next_billing_cycle: row.nextBillingCycle,
        ended_at: row.endedAt?.toISOString() ?? null,
        grace_until: dates.grace_until,
        provider: payments.kind,
        can_renew_now: local && !deps.production && live,
        invoices: invoiceSummaries(list),
      }
    },

    /** Cancel at the end of the paid period (`cancel` false: undo, while the period runs). */
    async setCancel(actor: Actor, cancel: boolean) {
      await db.transaction(async (tx) => {
        const row = await mine(tx, actor, true)
        liveOnly(row)
        if (row.cancelAtPeriodEnd === cancel) return
        if (local) await repo.updateSubscription(tx, row.id, { cancelAtPeriodEnd: cancel, providerStateAt: stamp(row) })
        else {
          // Stripe drops the schedule of a planned change with it (decision 0016).
          await atProvider(tx, row, { cancelAtPeriodEnd: cancel })
          await repo.updateSubscription(tx, row.id, { nextPlanType: null, nextBillingCycle: null })
        }
        await record(tx, actor, row, cancel ? 'subscription.cancel' : 'subscription.resume')
      })
      return this.view(actor)
    },

    /**
     * Basic → AI at once: the card pays the prorated difference for the rest of the period and
     * the AI features unlock immediately. Downgrades and cycle switches wait for the period end.
     */
    async changePlan(actor: Actor, wanted: Change) {
      await db.transaction(async (tx) => {
        const row = await mine(tx, actor, true)
        liveOnly(row)
        if (row.status !== 'active') throw new AppError('PLAN_CHANGE_INVALID')
        const upgrade = row.planType === 'basic' && wanted.planType === 'ai'
        const nextBillingCycle = wanted.billingCycle === row.billingCycle ? null : wanted.billingCycle
        // A subscription cannot move to a plan priced in another currency (it would need a new checkout).
        if (upgrade || wanted.planType !== row.planType || nextBillingCycle) await changeTo(row, wanted)
        // Changes at the period end: the local renewal job carries them out; Stripe gets a schedule.
        if (!upgrade) {
          const nextPlanType = wanted.planType === row.planType ? null : wanted.planType
          if (!local) await scheduleAtProvider(tx, row, nextPlanType || nextBillingCycle ? wanted : null)
          await repo.updateSubscription(tx, row.id, { nextPlanType, nextBillingCycle })
          await record(tx, actor, row, 'subscription.schedule_change', {
            next_plan_type: nextPlanType,
            next_billing_cycle: nextBillingCycle,
          })
          return
        }
        if (local) await upgradeLocal(tx, row)
        else {
          await atProvider(tx, row, await changeTo(row, { planType: 'ai', billingCycle: row.billingCycle }))
          if (nextBillingCycle) await scheduleAtProvider(tx, row, { planType: 'ai', billingCycle: nextBillingCycle })
        }
        await repo.updateSubscription(tx, row.id, { nextPlanType: null, nextBillingCycle })
        await record(tx, actor, row, 'subscription.upgrade', { plan_type: 'ai' })
      })
      return this.view(actor)
    },

    /** Local test checkout: a new card for renewals; a failed renewal is retried with it at once. */
    async updateCard(actor: Actor, card: CardInput) {
      if (!local || !payments.saveCard) throw new AppError('NOT_FOUND')
      const saved = payments.saveCard(acceptTestCard(card, now()))
      const row = await db.transaction(async (tx) => {
        const current = await mine(tx, actor, true)
        liveOnly(current)
        await repo.updateSubscription(tx, current.id, { paymentMethodRef: saved.paymentMethodRef, cardLast4: saved.last4 })
        await record(tx, actor, current, 'subscription.card_update', { card_last4: saved.last4 })
        return current
      })
      if (row.status === 'past_due') await renewLocal(row.id, { force: true })
      return this.view(actor)
    },

    /** Stripe: the customer portal (card, cancellation) configured by the app. */
    async portal(actor: Actor) {
      const row = await mine(db, actor)
      if (!payments.portalUrl || !row.providerCustomerId) throw new AppError('NOT_FOUND')
      return { url: await payments.portalUrl(row.providerCustomerId, `${publicUrl}/subscription`) }
    },

    /** After the subscription ended: a new checkout for the same plan. */
    async renew(actor: Actor, lang: Language) {
      const row = await mine(db, actor)
      if (!row.endedAt && row.status !== 'canceled' && row.status !== 'expired') throw new AppError('SUBSCRIPTION_ACTIVE')
      const user = await users.findById(actor.id)
      if (!user) throw new AppError('UNAUTHORIZED')
      return billing.startSubscriptionCheckout(user, { planType: row.planType, billingCycle: row.billingCycle, lang, renewal: true })
    },

    /** Non-production test checkout: renew (or retry) now instead of waiting for the period end. */
    async renewNow(actor: Actor) {
      if (!local || deps.production) throw new AppError('NOT_FOUND')
      const row = await mine(db, actor)
      liveOnly(row)
      await renewLocal(row.id, { force: true })
      await db.transaction((tx) => record(tx, actor, row, 'subscription.renew_now'))
      return this.view(actor)
    },

    readInvoice: (actor: Actor, file: string) => invoices.read(db, actor, file),

    /** The scheduled job: due renewals and retries, yearly reminders, expired checkouts. */
    async runDue() {
      const at = now()
      if (local) for (const id of await repo.dueLocalRenewals(db, at)) await renewLocal(id)
      await remindYearly(at)
      await db.transaction(async (tx) => {
        for (const stale of await repo.expireStaleCheckouts(tx, new Date(at.getTime() - 24 * HOUR))) {
          if (stale.promoCode) await repo.releasePromoUse(tx, stale.promoCode)
        }
      })
    },
  }
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>
