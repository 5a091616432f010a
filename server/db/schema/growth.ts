import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { BROWSER_CLASSES, DEVICE_CLASSES, GROWTH_METRICS, REFERRER_CLASSES } from '../../../contract/growth.ts'
import { oneOf } from './common.ts'
import { users } from './users.ts'

/** The visitor classes each counted event is tallied under, one row per class (not their combination). */
export const GROWTH_DIMENSIONS = ['referrer', 'device', 'country', 'browser'] as const

/**
 * Daily counts per creator, metric and visitor class: every counted event adds 1 to its referrer
 * row, its device row and its country row (docs/decisions/0020), in the same transaction that
 * writes the events. Keeping the classes apart (instead of one row per combination) holds a busy
 * day to at most ~80 rows per creator, so 90 days read a few thousand rows. Daily totals are the
 * sum of the device rows (every event has exactly one device).
 */
export const growthDaily = pgTable(
  'growth_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: GROWTH_METRICS }).notNull(),
    dimension: text('dimension', { enum: GROWTH_DIMENSIONS }).notNull(),
    /** The class: a referrer or device class, or an ISO 3166 alpha-2 country ('ZZ' unknown; the address is never stored). */
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dimension, t.day, t.metric, t.value] }),
    check('growth_daily_metric_check', oneOf(t.metric, GROWTH_METRICS)),
    check('growth_daily_dimension_check', oneOf(t.dimension, GROWTH_DIMENSIONS)),
    check(
      'growth_daily_value_check',
      sql`(${t.dimension} = 'referrer' and ${oneOf(t.value, REFERRER_CLASSES)}) or (${t.dimension} = 'device' and ${oneOf(t.value, DEVICE_CLASSES)}) or (${t.dimension} = 'country' and ${t.value} ~ '^[A-Z]{2}$') or (${t.dimension} = 'browser' and ${oneOf(t.value, BROWSER_CLASSES)})`,
    ),
  ],
)

/**
 * Daily counts per creator, metric and look or tag: `subject_id` is the image for views, shares
 * and tag clicks, and the tag for a second row of each tag click (subject 'tag'). No foreign keys:
 * a deleted look keeps its history, and the creator's own lists skip what no longer exists.
 */
export const growthDailyItems = pgTable(
  'growth_daily_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: GROWTH_METRICS }).notNull(),
    subject: text('subject', { enum: ['image', 'tag'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    // Subject before day: top looks and top tags each read only their own rows of the range.
    primaryKey({ columns: [t.userId, t.subject, t.day, t.subjectId, t.metric] }),
    index('growth_daily_items_subject_idx').on(t.subjectId),
    check('growth_daily_items_metric_check', oneOf(t.metric, GROWTH_METRICS)),
  ],
)

/**
 * `growth_daily` summed per calendar month (`month` is its first day), written by the same upsert
 * in the same transaction. Referrers, countries and devices of a long range read whole months here
 * and only the edge days from the daily table (docs/decisions/0024); the chart's days still come
 * from `growth_daily`.
 */
export const growthMonthly = pgTable(
  'growth_monthly',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: GROWTH_METRICS }).notNull(),
    dimension: text('dimension', { enum: GROWTH_DIMENSIONS }).notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dimension, t.month, t.metric, t.value] }),
    check('growth_monthly_metric_check', oneOf(t.metric, GROWTH_METRICS)),
    check('growth_monthly_dimension_check', oneOf(t.dimension, GROWTH_DIMENSIONS)),
    check('growth_monthly_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
)

/**
 * `growth_daily_items` summed per calendar month (`month` is its first day), written by the same
 * upsert in the same transaction (server/modules/tracking/rollups.ts). Top looks and top tags of
 * a long range read whole months here and only the days at the range's edges from the daily
 * table, so 90 days read about a third of the rows (docs/decisions/0024).
 */
export const growthMonthlyItems = pgTable(
  'growth_monthly_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: GROWTH_METRICS }).notNull(),
    subject: text('subject', { enum: ['image', 'tag'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subject, t.month, t.subjectId, t.metric] }),
    check('growth_monthly_items_metric_check', oneOf(t.metric, GROWTH_METRICS)),
    check('growth_monthly_items_month_check', sql`extract(day from ${t.month}) = 1`),
  ],
)
