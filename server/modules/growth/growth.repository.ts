import { and, between, eq, type SQL, sql } from 'drizzle-orm'
import type { GrowthMetric } from '../../../contract/growth.ts'
import type { Executor } from '../../db/client.ts'
import { type GROWTH_DIMENSIONS, growthDaily, growthDailyItems, growthMonthly, growthMonthlyItems } from '../../db/schema/index.ts'
import { monthCover } from './month-cover.ts'

/** A UTC day range, both ends inclusive ('YYYY-MM-DD'). */
export interface DayRange {
  from: string
  to: string
}

type GrowthDimension = (typeof GROWTH_DIMENSIONS)[number]
const total = sql<number>`sum(${growthDaily.count})::int`
type ItemTotals = { id: string; views: number; clicks: number; copies: number }

/**
 * The rows of a range as `(key, metric, n)`: whole months from a monthly rollup, the edge days
 * from its daily table, added or (negated) subtracted from a whole month; see month-cover.ts.
 */
function coveredRows(range: DayRange, daily: (days: DayRange, sign: 1 | -1) => SQL, monthly: (months: DayRange) => SQL): SQL {
  const cover = monthCover(range)
  const parts = [...cover.add.map((r) => daily(r, 1)), ...cover.subtract.map((r) => daily(r, -1))]
  if (cover.months) parts.push(monthly(cover.months))
  return sql.join(parts, sql` union all `)
}

/** Per look or tag totals over a range; with a limit, the most active first (tag clicks + views). */
async function itemTotals(db: Executor, userId: string, range: DayRange, subject: 'image' | 'tag', limit?: number) {
  const d = growthDailyItems
  const m = growthMonthlyItems
  const rows = coveredRows(
    range,
    (r, sign) => sql`select ${d.subjectId} as key, ${d.metric} as metric, ${d.count} * ${sign} as n from ${d}
      where ${d.userId} = ${userId} and ${d.subject} = ${subject} and ${d.day} between ${r.from} and ${r.to}`,
    (r) => sql`select ${m.subjectId} as key, ${m.metric} as metric, ${m.count} as n from ${m}
      where ${m.userId} = ${userId} and ${m.subject} = ${subject} and ${m.month} between ${r.from} and ${r.to}`,
  )
  const sum = (metric: GrowthMetric) => sql`coalesce(sum(n) filter (where metric = ${metric}), 0)::int`
  const result = await db.execute<ItemTotals>(sql`
    select key as id, ${sum('view')} as views, ${sum('tag_click')} as clicks, ${sum('coupon_copy')} as copies
    from (${rows}) items
    group by key having sum(n) > 0
    ${limit === undefined ? sql`` : sql`order by ${sum('tag_click')} + ${sum('view')} desc, key limit ${limit}`}`)
  return result.rows
}

/**
 * Reads the daily rollups (written by the tracking batcher in the same transaction as the events).
 * Every query is scoped to one creator and a bounded day range on the primary key's prefix.
 */
export function createGrowthRepository() {
  const inRange = (userId: string, dimension: GrowthDimension, range: DayRange) =>
    and(eq(growthDaily.userId, userId), eq(growthDaily.dimension, dimension), between(growthDaily.day, range.from, range.to))

  return {
    /** Totals per day and metric: the device rows, as every event has exactly one device. */
    perDay(db: Executor, userId: string, range: DayRange) {
      return db
        .select({ day: growthDaily.day, metric: growthDaily.metric, count: total })
        .from(growthDaily)
        .where(inRange(userId, 'device', range))
        .groupBy(growthDaily.day, growthDaily.metric)
        .orderBy(growthDaily.day)
    },

    /** Counts of all metrics by one visitor class, largest first (whole months from the monthly rollup). */
    async by(db: Executor, userId: string, range: DayRange, dimension: GrowthDimension, limit: number) {
      const d = growthDaily
      const m = growthMonthly
      const rows = coveredRows(
        range,
        (r, sign) => sql`select ${d.value} as key, ${d.count} * ${sign} as n from ${d}
          where ${d.userId} = ${userId} and ${d.dimension} = ${dimension} and ${d.day} between ${r.from} and ${r.to}`,
        (r) => sql`select ${m.value} as key, ${m.count} as n from ${m}
          where ${m.userId} = ${userId} and ${m.dimension} = ${dimension} and ${m.month} between ${r.from} and ${r.to}`,
      )
      const result = await db.execute<{ key: string; count: number }>(sql`
        select key, sum(n)::int as count from (${rows}) classes
        group by key having sum(n) > 0 order by count desc, key limit ${limit}`)
      return result.rows
    },

    /** Page views and tag clicks per class of one dimension (the in-app browser split), most visits first. */
    async visitsAndClicksBy(db: Executor, userId: string, range: DayRange, dimension: GrowthDimension) {
      const d = growthDaily
      const m = growthMonthly
      const rows = coveredRows(
        range,
        (r, sign) => sql`select ${d.value} as key, ${d.metric} as metric, ${d.count} * ${sign} as n from ${d}
          where ${d.userId} = ${userId} and ${d.dimension} = ${dimension} and ${d.day} between ${r.from} and ${r.to}`,
        (r) => sql`select ${m.value} as key, ${m.metric} as metric, ${m.count} as n from ${m}
          where ${m.userId} = ${userId} and ${m.dimension} = ${dimension} and ${m.month} between ${r.from} and ${r.to}`,
      )
      const sum = (metric: GrowthMetric) => sql`coalesce(sum(n) filter (where metric = ${metric}), 0)::int`
      const result = await db.execute<{ key: string; page_views: number; clicks: number }>(sql`
        select key, ${sum('page_view')} as page_views, ${sum('tag_click')} as clicks from (${rows}) classes
        group by key having ${sum('page_view')} + ${sum('tag_click')} > 0 order by page_views desc, key`)
      return result.rows
    },

    /** Views, tag clicks and coupon copies of every look that had any in the range (the image cards). */
    perLook: (db: Executor, userId: string, range: DayRange) => itemTotals(db, userId, range, 'image'),

    /** Views, tag clicks and coupon copies per look (subject 'image') or per tag, most active first. */
    topSubjects: (db: Executor, userId: string, range: DayRange, subject: 'image' | 'tag', limit: number) =>
      itemTotals(db, userId, range, subject, limit),
  }
}

export type GrowthRepository = ReturnType<typeof createGrowthRepository>
