import { and, between, desc, eq, sql } from 'drizzle-orm'
import type { GrowthMetric } from '../../../contract/growth.ts'
import type { Executor } from '../../db/client.ts'
import { growthDaily, growthDailyItems } from '../../db/schema/index.ts'

/** A UTC day range, both ends inclusive ('YYYY-MM-DD'). */
export interface DayRange {
  from: string
  to: string
}

const total = sql<number>`sum(${growthDaily.count})::int`
const itemSum = (metric: GrowthMetric) =>
  sql<number>`(sum(${growthDailyItems.count}) filter (where ${growthDailyItems.metric} = ${metric}))::int`

/**
 * Reads the daily rollups (written by the tracking batcher in the same transaction as the events).
 * Every query is scoped to one creator and a bounded day range on the primary key's prefix.
 */
export function createGrowthRepository() {
  const inRange = (userId: string, dimension: 'referrer' | 'device' | 'country', range: DayRange) =>
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

    /** Counts of all metrics by one visitor class, largest first. */
    by(db: Executor, userId: string, range: DayRange, dimension: 'referrer' | 'device' | 'country', limit: number) {
      return db
        .select({ key: growthDaily.value, count: total })
        .from(growthDaily)
        .where(inRange(userId, dimension, range))
        .groupBy(growthDaily.value)
        .orderBy(desc(total), growthDaily.value)
        .limit(limit)
    },

    /** Views, tag clicks and coupon copies of every look that had any in the range (the image cards). */
    perLook(db: Executor, userId: string, range: DayRange) {
      return db
        .select({ id: growthDailyItems.subjectId, views: itemSum('view'), clicks: itemSum('tag_click'), copies: itemSum('coupon_copy') })
        .from(growthDailyItems)
        .where(
          and(
            eq(growthDailyItems.userId, userId),
            between(growthDailyItems.day, range.from, range.to),
            eq(growthDailyItems.subject, 'image'),
          ),
        )
        .groupBy(growthDailyItems.subjectId)
    },

    /** Views, tag clicks and coupon copies per look (subject 'image') or per tag, most active first. */
    topSubjects(db: Executor, userId: string, range: DayRange, subject: 'image' | 'tag', limit: number) {
      const views = itemSum('view')
      const clicks = itemSum('tag_click')
      return db
        .select({ id: growthDailyItems.subjectId, views, clicks, copies: itemSum('coupon_copy') })
        .from(growthDailyItems)
        .where(
          and(
            eq(growthDailyItems.userId, userId),
            between(growthDailyItems.day, range.from, range.to),
            eq(growthDailyItems.subject, subject),
          ),
        )
        .groupBy(growthDailyItems.subjectId)
        .orderBy(desc(sql`coalesce(${clicks}, 0) + coalesce(${views}, 0)`), growthDailyItems.subjectId)
        .limit(limit)
    },
  }
}

export type GrowthRepository = ReturnType<typeof createGrowthRepository>
