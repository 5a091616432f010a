import { issueDetail } from '../../../contract/errors.ts'
import { DEFAULT_PLAN_PRICES, PlanPrices, type PlanPricesView } from '../../../contract/plan-prices.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { Database } from '../../db/client.ts'
import type { Subscription } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { CacheRegistry } from '../../lib/cache.ts'
import type { PaymentsPort } from '../../ports/payments/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { SiteService } from '../site/site.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createPlanPricesRepository, type PlanPricesRepository } from './plan-prices.repository.ts'

interface PlanPricesDeps {
  db: Database
  audit: AuditRecorder
  payments: Pick<PaymentsPort, 'ensurePlanPrices'>
  /** A saved change is announced like the site settings' (one channel, every instance). */
  site: Pick<SiteService, 'changed'>
  caches: CacheRegistry
  repo?: PlanPricesRepository
}

/** What a subscription renews at: its own price, or the specification's for rows from before stored prices. */
export function subscriptionPlanPrice(row: Pick<Subscription, 'planPriceCents' | 'planType' | 'billingCycle'>): number {
  return row.planPriceCents ?? DEFAULT_PLAN_PRICES[row.planType][row.billingCycle]
}

/**
 * The plan prices in force (kept in memory until a change arrives from any instance) and the
 * admin's edits. A saved change is for new subscriptions and plan changes only.
 */
export function createPlanPricesService(deps: PlanPricesDeps) {
  const { db, audit, payments, site } = deps
  const repo = deps.repo ?? createPlanPricesRepository()
  const inForce = deps.caches.loadOnce('plan-prices', ['site'], async (): Promise<PlanPrices> => {
    const parsed = PlanPrices.safeParse(await repo.read(db))
    return Object.freeze(parsed.success ? parsed.data : DEFAULT_PLAN_PRICES)
  })

  /** The prices in force (shared, frozen). */
  const prices = inForce.get

  function assertAdmin(actor: Actor) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  /**
   * A running subscription cannot move to another currency, so it could no longer change plan:
   * a new currency is saved only once the admin confirmed, after being told how many it holds back.
   */
  async function assertCurrencyChangeConfirmed(next: PlanPrices, confirmed: boolean) {
    if (confirmed || next.currency === (await prices()).currency) return
    const left = (await repo.runningByPrice(db)).filter((row) => row.currency !== next.currency)
    if (left.length === 0) return
    const from = [...new Set(left.map((row) => row.currency.toUpperCase()))].sort().join(', ')
    const count = left.reduce((sum, row) => sum + Number(row.count), 0)
    throw new AppError('PRICES_CURRENCY_CHANGE_UNCONFIRMED', undefined, { params: { from, to: next.currency.toUpperCase(), count } })
  }

  return {
    prices,

    /** One plan's price per cycle as a new subscription or a plan change pays it now. */
    async price(plan: PlanType, cycle: BillingCycle): Promise<{ amountCents: number; currency: string }> {
      const list = await prices()
      return { amountCents: list[plan][cycle], currency: list.currency }
    },

    async view(actor: Actor): Promise<PlanPricesView> {
      assertAdmin(actor)
      const rows = await repo.runningByPrice(db)
      const counted = new Map<string, PlanPricesView['subscribers'][number]>()
      for (const row of rows) {
        const amount = subscriptionPlanPrice({ planPriceCents: row.price, planType: row.planType, billingCycle: row.billingCycle })
        const key = `${row.planType}:${row.billingCycle}:${amount}:${row.currency}`
        const entry = counted.get(key)
        if (entry) entry.count += Number(row.count)
        else
          counted.set(key, {
            plan_type: row.planType,
            billing_cycle: row.billingCycle,
            amount,
            currency: row.currency,
            count: Number(row.count),
          })
      }
      return { prices: await prices(), subscribers: [...counted.values()] }
    },

    async update(actor: Actor, input: unknown): Promise<PlanPricesView> {
      assertAdmin(actor)
      const parsed = PlanPrices.safeParse(input)
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues.map(issueDetail))
      const next = parsed.data
      await assertCurrencyChangeConfirmed(next, (input as { confirmCurrencyChange?: unknown }).confirmCurrencyChange === true)
      // Stripe first: if it cannot make the Prices, nothing is saved and checkouts keep working.
      await payments.ensurePlanPrices?.(next)
      await db.transaction(async (tx) => {
        const previous = (await repo.write(tx, next, actor.id)) ?? DEFAULT_PLAN_PRICES
        await audit.record(tx, { actorId: actor.id, action: 'settings.plan_prices', details: { from: previous, to: next } })
        await repo.notifyChanged(tx)
      })
      // This instance drops its copies at once; the others when the notification arrives.
      site.changed()
      return this.view(actor)
    },
  }
}

export type PlanPricesService = ReturnType<typeof createPlanPricesService>
