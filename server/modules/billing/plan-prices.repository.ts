import { and, count, inArray, isNull, sql } from 'drizzle-orm'
import type { PlanPrices } from '../../../contract/plan-prices.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { Executor } from '../../db/client.ts'
import { planPriceSettings, subscriptions } from '../../db/schema/index.ts'
import { SITE_CHANGED_CHANNEL } from '../../web-cache/platform-channel.ts'

type Row = typeof planPriceSettings.$inferSelect

const toPrices = (row: Row): PlanPrices =>
  ({
    currency: row.currency,
    basic: { monthly: row.basicMonthly, yearly: row.basicYearly },
    ai: { monthly: row.aiMonthly, yearly: row.aiYearly },
  }) as PlanPrices

/** The single row of plan prices, and what running subscriptions pay. */
export function createPlanPricesRepository() {
  return {
    /** The stored prices, unchecked (null: none saved yet). */
    async read(db: Executor): Promise<PlanPrices | null> {
      const [row] = await db.select().from(planPriceSettings).limit(1)
      return row ? toPrices(row) : null
    },

    /** Writes the prices and returns the previous ones, read under the row lock. */
    async write(db: Executor, prices: PlanPrices, updatedBy: string): Promise<PlanPrices | null> {
      const [previous] = await db.select().from(planPriceSettings).for('update')
      const values = {
        currency: prices.currency,
        basicMonthly: prices.basic.monthly,
        basicYearly: prices.basic.yearly,
        aiMonthly: prices.ai.monthly,
        aiYearly: prices.ai.yearly,
        updatedBy,
      }
      await db
        .insert(planPriceSettings)
        .values({ id: true, ...values })
        .onConflictDoUpdate({ target: planPriceSettings.id, set: { ...values, updatedAt: sql`now()` } })
      return previous ? toPrices(previous) : null
    },

    /** Running subscriptions grouped by plan, cycle and the price they renew at (null: from before stored prices). */
    async runningByPrice(db: Executor) {
      return db
        .select({
          planType: subscriptions.planType,
          billingCycle: subscriptions.billingCycle,
          price: subscriptions.planPriceCents,
          currency: subscriptions.currency,
          count: count(),
        })
        .from(subscriptions)
        .where(and(inArray(subscriptions.status, ['active', 'past_due']), isNull(subscriptions.endedAt)))
        .groupBy(subscriptions.planType, subscriptions.billingCycle, subscriptions.planPriceCents, subscriptions.currency)
        .orderBy(subscriptions.planType, subscriptions.billingCycle, subscriptions.planPriceCents) as Promise<
        { planType: PlanType; billingCycle: BillingCycle; price: number | null; currency: string; count: number }[]
      >
    },

    /** Sent with the transaction's commit: every instance drops what shows the prices. */
    async notifyChanged(db: Executor) {
      await db.execute(sql`select pg_notify(${SITE_CHANGED_CHANNEL}, 'plan_prices')`)
    },
  }
}

export type PlanPricesRepository = ReturnType<typeof createPlanPricesRepository>
