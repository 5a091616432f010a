import { sql } from 'drizzle-orm'
import type { GrowthMetric } from '../../../contract/growth.ts'

/** The growth metric an event kind counts as; engagements are not charted. */
export function metricOf(e: { kind: string; tagId?: string }): GrowthMetric | null {
  if (e.kind === 'click') return e.tagId ? 'tag_click' : 'view'
  if (e.kind === 'share') return 'share'
  if (e.kind === 'campaign_click') return 'campaign_click'
  if (e.kind === 'page_view') return 'page_view'
  if (e.kind === 'coupon_copy') return 'coupon_copy'
  return null
}

/**
 * The rollup steps of the batch statement (tracking.repository.ts writeBatch): from the `counted`
 * events (columns user_id, metric, at, referrer, device, country, browser, look_id, tag_id) they bump the
 * daily and monthly rollups by UTC day and month. One row per class, not per combination (see the
 * table's comment in server/db/schema/growth.ts); campaign clicks and page views have no look and
 * count in the totals only. Rows are grouped and sorted by key, so concurrent batches lock alike.
 */
export const rollupSteps = sql`
  classes as (
    select c.user_id, c.metric, (c.at at time zone 'UTC')::date as day, d.dimension, d.value
    from counted c
    cross join lateral (values ('referrer', c.referrer), ('device', c.device), ('country', c.country), ('browser', c.browser)) as d(dimension, value)
    where c.metric is not null
  ),
  subjects as (
    select c.user_id, c.metric, (c.at at time zone 'UTC')::date as day, s.subject, s.subject_id
    from counted c
    cross join lateral (values ('image', c.look_id), ('tag', c.tag_id)) as s(subject, subject_id)
    where c.metric is not null and s.subject_id is not null
  ),
  daily as (
    insert into growth_daily (user_id, dimension, day, metric, value, count)
    select user_id, dimension, day, metric, value, count(*)::integer from classes
    group by user_id, dimension, day, metric, value
    order by user_id, dimension, day, metric, value
    on conflict (user_id, dimension, day, metric, value) do update set count = growth_daily.count + excluded.count
  ),
  monthly as (
    insert into growth_monthly (user_id, dimension, month, metric, value, count)
    select user_id, dimension, date_trunc('month', day)::date as month, metric, value, count(*)::integer from classes
    group by user_id, dimension, month, metric, value
    order by user_id, dimension, month, metric, value
    on conflict (user_id, dimension, month, metric, value) do update set count = growth_monthly.count + excluded.count
  ),
  daily_items as (
    insert into growth_daily_items (user_id, day, metric, subject, subject_id, count)
    select user_id, day, metric, subject, subject_id, count(*)::integer from subjects
    group by user_id, day, subject, subject_id, metric
    order by user_id, day, subject, subject_id, metric
    on conflict (user_id, day, subject, subject_id, metric) do update set count = growth_daily_items.count + excluded.count
  ),
  monthly_items as (
    insert into growth_monthly_items (user_id, month, metric, subject, subject_id, count)
    select user_id, date_trunc('month', day)::date as month, metric, subject, subject_id, count(*)::integer from subjects
    group by user_id, month, subject, subject_id, metric
    order by user_id, month, subject, subject_id, metric
    on conflict (user_id, month, subject, subject_id, metric) do update set count = growth_monthly_items.count + excluded.count
  )`
