import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { DEVICE_CLASSES, GROWTH_METRICS, REFERRER_CLASSES } from '../../../contract/growth.ts'
import { oneOf } from './common.ts'
import { users } from './users.ts'

/**
 * Daily counts per creator, metric and visitor class (referrer, device, country), bumped in the
 * same transaction that writes the counted events (docs/decisions/0020). The growth section reads
 * only these, never the raw events, so a year of a busy creator is a few thousand rows.
 */
export const growthDaily = pgTable(
  'growth_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric', { enum: GROWTH_METRICS }).notNull(),
    referrer: text('referrer', { enum: REFERRER_CLASSES }).notNull(),
    device: text('device').notNull(),
    /** ISO 3166 alpha-2, 'ZZ' when unknown. Derived from the address at request time; the address is never stored. */
    country: text('country').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.metric, t.referrer, t.device, t.country] }),
    check('growth_daily_metric_check', oneOf(t.metric, GROWTH_METRICS)),
    check('growth_daily_referrer_check', oneOf(t.referrer, REFERRER_CLASSES)),
    check('growth_daily_device_check', oneOf(t.device, DEVICE_CLASSES)),
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
    primaryKey({ columns: [t.userId, t.day, t.subject, t.subjectId, t.metric] }),
    index('growth_daily_items_subject_idx').on(t.subjectId),
    check('growth_daily_items_metric_check', oneOf(t.metric, GROWTH_METRICS)),
  ],
)
