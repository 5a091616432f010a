import { sql } from 'drizzle-orm'
import type { GrowthMetric } from '../../../contract/growth.ts'
import type { Executor } from '../../db/client.ts'
import { growthDaily, growthDailyItems, growthMonthly, growthMonthlyItems } from '../../db/schema/index.ts'
import type { TrackedEvent } from './tracking.repository.ts'

type Counted = Pick<TrackedEvent, 'kind' | 'imageId' | 'ownerId' | 'tagId' | 'referrer' | 'device' | 'country' | 'at'> & {
  kind: string
}

/** The growth metric an event kind counts as; engagements are not charted. */
export function metricOf(e: { kind: string; tagId?: string }): GrowthMetric | null {
  if (e.kind === 'click') return e.tagId ? 'tag_click' : 'view'
  if (e.kind === 'share') return 'share'
  if (e.kind === 'campaign_click') return 'campaign_click'
  if (e.kind === 'page_view') return 'page_view'
  if (e.kind === 'coupon_copy') return 'coupon_copy'
  return null
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10)
/** The first day of the event's UTC month (the monthly rollups' key). */
const utcMonth = (at: Date) => `${at.toISOString().slice(0, 7)}-01`

function tally<K extends { count: number }>(rows: Map<string, K>, key: string, row: Omit<K, 'count'>) {
  const existing = rows.get(key)
  if (existing) existing.count += 1
  else rows.set(key, { ...row, count: 1 } as K)
}

/**
 * Bumps the daily and monthly rollups for a batch of counted events, inside the
 * batch's transaction: one multi-row upsert per table, rows sorted by key so concurrent batches lock in the same order.
 */
export async function writeRollups(tx: Executor, counted: Counted[]) {
  const daily = new Map<string, typeof growthDaily.$inferInsert & { count: number }>()
  const items = new Map<string, typeof growthDailyItems.$inferInsert & { count: number }>()
  const monthly = new Map<string, typeof growthMonthly.$inferInsert & { count: number }>()
  const monthlyItems = new Map<string, typeof growthMonthlyItems.$inferInsert & { count: number }>()
  for (const e of counted) {
    const metric = metricOf(e)
    if (!metric) continue
    const day = utcDay(e.at)
    const month = utcMonth(e.at)
    const userId = e.ownerId
    // One row per class, not per combination (see the table's comment in server/db/schema/growth.ts).
    for (const [dimension, value] of [
      ['referrer', e.referrer],
      ['device', e.device],
      ['country', e.country],
    ] as const) {
      tally(daily, [userId, dimension, day, metric, value].join('|'), { userId, dimension, day, metric, value })
      tally(monthly, [userId, dimension, month, metric, value].join('|'), { userId, dimension, month, metric, value })
    }
    // Campaign clicks and page views are not about a look: they count in the daily totals only.
    const subjects: ['image' | 'tag', string][] = []
    if (e.kind !== 'campaign_click' && e.kind !== 'page_view') subjects.push(['image', e.imageId])
    if (e.tagId) subjects.push(['tag', e.tagId])
    for (const [subject, subjectId] of subjects) {
      tally(items, [userId, subject, day, subjectId, metric].join('|'), { userId, day, metric, subject, subjectId })
      tally(monthlyItems, [userId, subject, month, subjectId, metric].join('|'), { userId, month, metric, subject, subjectId })
    }
  }
  const sorted = <T>(rows: Map<string, T>) => [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row)
  if (daily.size > 0) {
    await tx
      .insert(growthDaily)
      .values(sorted(daily))
      .onConflictDoUpdate({
        target: [growthDaily.userId, growthDaily.dimension, growthDaily.day, growthDaily.metric, growthDaily.value],
        set: { count: sql`${growthDaily.count} + excluded.count` },
      })
  }
  if (items.size > 0) {
    await tx
      .insert(growthDailyItems)
      .values(sorted(items))
      .onConflictDoUpdate({
        target: [
          growthDailyItems.userId,
          growthDailyItems.day,
          growthDailyItems.subject,
          growthDailyItems.subjectId,
          growthDailyItems.metric,
        ],
        set: { count: sql`${growthDailyItems.count} + excluded.count` },
      })
  }
  if (monthly.size > 0) {
    await tx
      .insert(growthMonthly)
      .values(sorted(monthly))
      .onConflictDoUpdate({
        target: [growthMonthly.userId, growthMonthly.dimension, growthMonthly.month, growthMonthly.metric, growthMonthly.value],
        set: { count: sql`${growthMonthly.count} + excluded.count` },
      })
  }
  if (monthlyItems.size > 0) {
    await tx
      .insert(growthMonthlyItems)
      .values(sorted(monthlyItems))
      .onConflictDoUpdate({
        target: [
          growthMonthlyItems.userId,
          growthMonthlyItems.month,
          growthMonthlyItems.subject,
          growthMonthlyItems.subjectId,
          growthMonthlyItems.metric,
        ],
        set: { count: sql`${growthMonthlyItems.count} + excluded.count` },
      })
  }
}
