import type { SubscriptionStatus } from '../../../contract/billing.ts'
import { formatMoney } from '../../../contract/intl.ts'
import type { Language } from '../../../contract/language.ts'
import type { Executor } from '../../db/client.ts'
import type { Invoice, NewSubscription, Subscription, User } from '../../db/schema/index.ts'
import type { Translate } from '../../i18n.ts'
import type { PaymentEvent } from '../../ports/payments/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { BillingRepository } from './billing.repository.ts'
import type { Invoices } from './invoices.ts'

/** When two states carry the same provider time, the later one in a subscription's life wins. */
const STATUS_RANK: Record<SubscriptionStatus, number> = { pending: 0, active: 1, past_due: 2, canceled: 3, expired: 3 }
const ENDED: SubscriptionStatus[] = ['canceled', 'expired']

interface StateChange {
  at: Date
  status?: SubscriptionStatus
  cancelAtPeriodEnd?: boolean
  amountCents?: number
  planType?: Subscription['planType']
  billingCycle?: Subscription['billingCycle']
  periodStart?: Date
  periodEnd?: Date
}

/**
 * How an event changes a subscription row, whatever order events arrive in: the billing period
 * only moves forward (the later end wins), and status, cancel flag, plan and amount come from the
 * newest provider state (older states are ignored). Applying the same events in any order gives
 * one result.
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
    if (change.planType) patch.planType = change.planType
    if (change.billingCycle) patch.billingCycle = change.billingCycle
  }
  return patch
}

interface EventDeps {
  repo: BillingRepository
  audit: AuditRecorder
  users: UsersService
  mailer: Mailer
  notifications: NotificationsService
  invoices: Invoices
  translator: (lang: Language) => Translate
  publicUrl: string
}

/** The one place where payment events change subscriptions, accounts, invoices and messages. */
export function createEventApplier({ repo, audit, users, mailer, notifications, invoices, translator, publicUrl }: EventDeps) {
  /** Lifecycle changes nobody clicked (renewals, failures, endings) go to the audit log without an actor. */
  const log = (tx: Executor, row: Subscription, action: string, details: Record<string, unknown>) =>
    audit.record(tx, { actorId: null, action, target: row.userId ? { id: row.userId, username: row.username } : null, details })

  const subscriptionUrl = `${publicUrl}/subscription`

  /** Tells the creator by email and dashboard notification, in their language. */
  async function tell(tx: Executor, user: User, key: string, values: Record<string, unknown>) {
    const t = translator(user.language)
    const vars = { username: user.username, url: subscriptionUrl, ...values }
    await mailer.send(
      { to: user.email, kind: `billing.${key}`, subject: t(`billing.email.${key}_subject`), text: t(`billing.email.${key}_body`, vars) },
      { tx },
    )
    await notifications.notify(user.id, t(`billing.notify.${key}`, vars), { tx })
  }

  /** The invoice's PDF for the receipt email, named by its number. */
  async function invoiceAttachment(invoice: Invoice) {
    const pdf = await invoices.file(invoice.storageKey!)
    return { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') }
  }

  /** First payment of a checkout: the account is paid (awaits approval unless it was before). */
  async function completeFirstPayment(tx: Executor, row: Subscription) {
    if (!row.userId) return
    const before = await users.findById(row.userId, tx)
    // The plan and cycle of this checkout, not whatever the account asked for since.
    const user = await users.markPaid(row.userId, tx, { planType: row.planType, billingCycle: row.billingCycle })
    if (!user) return
    await users.setPlan(user.id, row.planType, tx)
    // A creator renewing an ended subscription is approved already: no "awaits approval" mail.
    if (before?.paymentStatus === 'paid') return
    const t = translator(user.language)
    await mailer.send(
      {
        to: user.email,
        kind: 'billing.paid',
        subject: t('billing.email.paid_subject'),
        text: t('billing.email.paid_body', { username: user.username, loginUrl: `${publicUrl}/login` }),
      },
      { tx },
    )
  }

  /** The subscription ended for good: AI features lock and the creator learns how to renew. */
  async function end(tx: Executor, row: Subscription, at: Date, patch: Partial<NewSubscription>) {
    await repo.updateSubscription(tx, row.id, { ...patch, endedAt: at, nextAttemptAt: null })
    await log(tx, row, 'subscription.ended', { status: patch.status ?? row.status, provider: row.provider })
    if (!row.userId) return
    const user = await users.setPlan(row.userId, 'basic', tx)
    if (user) await tell(tx, user, row.status === 'past_due' ? 'ended_unpaid' : 'ended', {})
  }

  return async function apply(tx: Executor, row: Subscription, event: PaymentEvent) {
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
          amountCents: event.amountCents,
          planType: event.planType,
          billingCycle: event.billingCycle,
          periodStart: event.currentPeriodStart,
          periodEnd: event.currentPeriodEnd,
        })
        // The provider's price per cycle (before any first-payment promo) is what renewals charge.
        if (state.amountCents !== undefined) state.planPriceCents = state.amountCents
        // A pending change that has now happened is no longer pending.
        if (state.planType && state.planType === row.nextPlanType) state.nextPlanType = null
        if (state.billingCycle && state.billingCycle === row.nextBillingCycle) state.nextBillingCycle = null
        const ends = state.status && ENDED.includes(state.status) && row.paymentMethod != null && !row.endedAt
        if (ends) return end(tx, row, event.occurredAt, { ...link, ...state })
        await repo.updateSubscription(tx, row.id, { ...link, ...state })
        if (row.userId && state.planType && !row.endedAt) await users.setPlan(row.userId, state.planType, tx)
        return
      }
      case 'invoice.paid': {
        const state = mergeState(row, {
          at: event.occurredAt,
          status: 'active',
          amountCents: event.proration ? undefined : event.amountCents,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
        })
        await repo.updateSubscription(tx, row.id, { ...link, ...state, renewalAttempts: 0, nextAttemptAt: null })
        // Whichever event says so first: the account's first payment went through.
        if (event.initial && row.userId) await users.markPaid(row.userId, tx, { planType: row.planType, billingCycle: row.billingCycle })
        const user = row.userId ? await users.findById(row.userId, tx) : undefined
        const invoice = await invoices.issue(tx, {
          row: { ...row, ...state } as Subscription,
          kind: event.initial ? 'initial' : event.proration ? 'proration' : 'renewal',
          amountCents: event.amountCents,
          currency: event.currency,
          periodStart: event.periodStart,
          periodEnd: event.periodEnd,
          providerInvoiceId: event.invoiceId,
          customer: { name: user?.pageName ?? row.username, email: row.userEmail, language: user?.language ?? 'en' },
        })
        if (invoice) await repo.updateSubscription(tx, row.id, { invoicePdf: invoice.storageKey })
        if (invoice && invoice.kind === 'renewal') {
          await log(tx, row, 'subscription.renewed', { invoice: invoice.number, amount_cents: invoice.amountCents })
        }
        if (invoice && user) {
          const t = translator(user.language)
          await mailer.send(
            {
              to: user.email,
              kind: 'billing.receipt',
              subject: t('billing.email.receipt_subject', { number: invoice.number }),
              text: t('billing.email.receipt_body', {
                username: user.username,
                number: invoice.number,
                amount: formatMoney(invoice.amountCents, invoice.currency, user.language),
                url: `${publicUrl}/api/secure-invoice/${invoice.storageKey}`,
              }),
              attachments: [await invoiceAttachment(invoice)],
            },
            { tx },
          )
        }
        return
      }
      case 'invoice.payment_failed': {
        // A failed first payment stays on the checkout page; failed renewals are listed for admins.
        if (event.initial) return repo.updateSubscription(tx, row.id, link)
        const attempt = Math.max(event.attempt ?? row.renewalAttempts + 1, row.renewalAttempts + 1)
        const state = mergeState(row, { at: event.occurredAt, status: row.endedAt ? undefined : 'past_due' })
        await repo.updateSubscription(tx, row.id, { ...link, ...state, renewalAttempts: attempt })
        await repo.insertFailedRenewal(tx, {
          userId: row.userId,
          subscriptionId: row.id,
          username: row.username,
          userEmail: row.userEmail,
          amountCents: event.amountCents,
          currency: event.currency,
          note: translator('en')('billing.renewal_failed_note', { attempt }),
          providerInvoiceId: event.invoiceId,
        })
        await log(tx, row, 'subscription.renewal_failed', { attempt, amount_cents: event.amountCents })
        const user = row.userId ? await users.findById(row.userId, tx) : undefined
        if (user) await tell(tx, user, 'renewal_failed', { amount: formatMoney(event.amountCents, event.currency, user.language) })
        return
      }
    }
  }
}

export type EventApplier = ReturnType<typeof createEventApplier>
