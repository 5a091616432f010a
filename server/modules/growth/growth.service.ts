import { decimalAmount } from '../../../contract/currencies.ts'
import { DAY_MS } from '../../../contract/dates.ts'
import {
  BROWSER_CLASSES,
  type BrowserClass,
  clicksPerLookOf,
  ctrOf,
  GROWTH_EXPORT_MAX_DAYS,
  GROWTH_TOP_LIMIT,
  type Growth,
  type GrowthDay,
  type GrowthMetric,
  type GrowthPeriod,
  type GrowthTotals,
  type LookNumbers,
} from '../../../contract/growth.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { FollowersService } from '../followers/followers.service.ts'
import type { ImagesService } from '../images/images.service.ts'
import type { ShopService } from '../shop/shop.service.ts'
import type { TagsService } from '../tags/tags.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createGrowthRepository, type DayRange, type GrowthRepository } from './growth.repository.ts'

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`)

export interface GrowthDeps {
  db: Database
  repo?: GrowthRepository
  tags: Pick<TagsService, 'ownLinks'>
  /** The looks that were public in a period (clicks per look, a zero line for each on the cards). */
  images: Pick<ImagesService, 'liveDuring'>
  /** Paid orders per day (no shop: no sales). */
  shop?: Pick<ShopService, 'salesPerDay'>
  /** Email followers' daily counts (none: zeros). */
  followers?: Pick<FollowersService, 'dailyCounts'>
  now?: () => Date
}

/** The `days` UTC days ending `endMs`'s day, inclusive. */
function rangeEnding(endMs: number, days: number): DayRange {
  return { from: dayOf(endMs - (days - 1) * DAY_MS), to: dayOf(endMs) }
}

function daysOf(range: DayRange): string[] {
  const out: string[] = []
  for (let ms = msOf(range.from); ms <= msOf(range.to); ms += DAY_MS) out.push(dayOf(ms))
  return out
}

type DayRow = { day: string; metric: GrowthMetric; count: number }

/** Sums a range's rows per metric and per day; `looks` were public in the range (clicks per look). */
function summarize(range: DayRange, rows: DayRow[], looks: number) {
  const byDay = new Map(daysOf(range).map((day) => [day, { day, pageViews: 0, lightboxOpens: 0, clicks: 0 } as GrowthDay]))
  const sums: Record<GrowthMetric, number> = { view: 0, tag_click: 0, share: 0, campaign_click: 0, page_view: 0, coupon_copy: 0 }
  for (const row of rows) {
    sums[row.metric] += row.count
    const day = byDay.get(row.day)
    if (day && row.metric === 'page_view') day.pageViews += row.count
    if (day && row.metric === 'view') day.lightboxOpens += row.count
    if (day && row.metric === 'tag_click') day.clicks += row.count
  }
  const totals: GrowthTotals = {
    pageViews: sums.page_view,
    clicks: sums.tag_click,
    ctr: ctrOf(sums.tag_click, sums.page_view),
    looks,
    clicksPerLook: clicksPerLookOf(sums.tag_click, looks),
    lightboxOpens: sums.view,
    shares: sums.share,
    campaignClicks: sums.campaign_click,
    couponCopies: sums.coupon_copy,
  }
  return { totals, series: [...byDay.values()] }
}

type SalesRow = { day: string; currency: string; orders: number; revenueCents: number }

/** Sales per currency with a zero-filled daily series over the range, and the previous period's sums. */
function salesOf(range: DayRange, rows: SalesRow[], previousRows: SalesRow[]): Growth['sales'] {
  const currencies = [...new Set([...rows, ...previousRows].map((r) => r.currency))].sort()
  const sum = (list: SalesRow[], key: 'orders' | 'revenueCents') => list.reduce((total, r) => total + r[key], 0)
  return currencies.map((currency) => {
    const mine = rows.filter((r) => r.currency === currency)
    const before = previousRows.filter((r) => r.currency === currency)
    const byDay = new Map(mine.map((r) => [r.day, r]))
    return {
      currency,
      orders: sum(mine, 'orders'),
      revenueCents: sum(mine, 'revenueCents'),
      previousOrders: sum(before, 'orders'),
      previousRevenueCents: sum(before, 'revenueCents'),
      series: daysOf(range).map((day) => ({ day, orders: byDay.get(day)?.orders ?? 0, revenueCents: byDay.get(day)?.revenueCents ?? 0 })),
    }
  })
}

type FollowerRow = Growth['followers']['series'][number]

/** Follower counts per day over the range (zero-filled) and summed. */
function followersOf(range: DayRange, rows: FollowerRow[]) {
  const byDay = new Map(rows.map((r) => [r.day, r]))
  const series = daysOf(range).map((day) => ({
    day,
    requested: byDay.get(day)?.requested ?? 0,
    confirmed: byDay.get(day)?.confirmed ?? 0,
    unsubscribed: byDay.get(day)?.unsubscribed ?? 0,
  }))
  const totals = { requested: 0, confirmed: 0, unsubscribed: 0 }
  for (const d of series) {
    totals.requested += d.requested
    totals.confirmed += d.confirmed
    totals.unsubscribed += d.unsubscribed
  }
  return { totals, series }
}

function hostOf(link: string | undefined): string | null {
  if (!link) return null
  try {
    return new URL(link).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

/**
 * The creator's growth section: only their own rollups, only bounded ranges. Every number comes
 * from the daily rollups, never from raw events, so 90 days read a few hundred rows.
 */
export function createGrowthService({
  db,
  repo = createGrowthRepository(),
  tags,
  images,
  shop,
  followers,
  now = () => new Date(),
}: GrowthDeps) {
  return {
    async get(actor: Actor, days: GrowthPeriod): Promise<Growth> {
      const current = rangeEnding(now().getTime(), days)
      const previous = rangeEnding(msOf(current.from) - DAY_MS, days)
      // Both periods' days in one read (they are adjacent), split below.
      const [
        bothPeriods,
        liveLooks,
        liveLooksBefore,
        looks,
        tagRows,
        referrers,
        countries,
        devices,
        browsers,
        sales,
        previousSales,
        followerRows,
      ] = await Promise.all([
        repo.perDay(db, actor.id, { from: previous.from, to: current.to }),
        images.liveDuring(actor.id, current),
        images.liveDuring(actor.id, previous),
        repo.topSubjects(db, actor.id, current, 'image', GROWTH_TOP_LIMIT),
        repo.topSubjects(db, actor.id, current, 'tag', GROWTH_TOP_LIMIT),
        repo.by(db, actor.id, current, 'referrer', GROWTH_TOP_LIMIT),
        repo.by(db, actor.id, current, 'country', GROWTH_TOP_LIMIT),
        repo.by(db, actor.id, current, 'device', GROWTH_TOP_LIMIT),
        repo.visitsAndClicksBy(db, actor.id, current, 'browser'),
        shop ? shop.salesPerDay(actor.id, current) : [],
        shop ? shop.salesPerDay(actor.id, previous) : [],
        followers ? followers.dailyCounts(actor.id, { from: previous.from, to: current.to }) : [],
      ])
      const now_ = summarize(
        current,
        bothPeriods.filter((r) => r.day >= current.from),
        liveLooks.length,
      )
      const before = summarize(
        previous,
        bothPeriods.filter((r) => r.day < current.from),
        liveLooksBefore.length,
      )
      const followersNow = followersOf(
        current,
        followerRows.filter((r) => r.day >= current.from),
      )
      const links = await tags.ownLinks(
        actor.id,
        tagRows.map((r) => r.id),
      )
      return {
        days,
        ...current,
        totals: now_.totals,
        previous: before.totals,
        series: now_.series,
        previousSeries: before.series,
        topLooks: looks.map((r) => ({ imageId: r.id, lightboxOpens: r.views ?? 0, clicks: r.clicks ?? 0, couponCopies: r.copies ?? 0 })),
        // A deleted tag keeps its clicks but has no link any more (host null).
        topTags: tagRows.map((r) => ({ tagId: r.id, clicks: r.clicks ?? 0, host: hostOf(links.get(r.id)) })),
        sales: salesOf(current, sales, previousSales),
        referrers,
        countries,
        devices,
        browsers: browsers
          .filter((r): r is typeof r & { key: BrowserClass } => (BROWSER_CLASSES as readonly string[]).includes(r.key))
          .map((r) => ({ key: r.key, pageViews: r.page_views, clicks: r.clicks })),
        followers: {
          totals: followersNow.totals,
          previous: followersOf(
            previous,
            followerRows.filter((r) => r.day < current.from),
          ).totals,
          series: followersNow.series,
        },
      }
    },

    /**
     * Each look's lightbox opens, tag clicks, click-through (its tag clicks per 100 views of the
     * page that shows it) and coupon copies over the last 30 days (the image cards).
     */
    async looks(actor: Actor): Promise<LookNumbers> {
      const range = rangeEnding(now().getTime(), 30)
      const [rows, days, live] = await Promise.all([
        repo.perLook(db, actor.id, range),
        repo.perDay(db, actor.id, range),
        images.liveDuring(actor.id, range),
      ])
      const pageViews = days.reduce((sum, r) => sum + (r.metric === 'page_view' ? r.count : 0), 0)
      // A public look nobody clicked was still on the page: its numbers are zeros, not missing.
      const out: LookNumbers = Object.fromEntries(
        live.map((id) => [id, { lightboxOpens: 0, clicks: 0, ctr: ctrOf(0, pageViews), couponCopies: 0 }]),
      )
      for (const r of rows) {
        const clicks = r.clicks ?? 0
        out[r.id] = { lightboxOpens: r.views ?? 0, clicks, ctr: ctrOf(clicks, pageViews), couponCopies: r.copies ?? 0 }
      }
      return out
    },

    /** The daily numbers of a chosen period as CSV (at most GROWTH_EXPORT_MAX_DAYS days). */
    async csv(actor: Actor, range: DayRange): Promise<string> {
      const span = (msOf(range.to) - msOf(range.from)) / DAY_MS + 1
      if (!(span >= 1 && span <= GROWTH_EXPORT_MAX_DAYS)) throw new AppError('GROWTH_RANGE_INVALID')
      const [rows, sales] = await Promise.all([repo.perDay(db, actor.id, range), shop ? shop.salesPerDay(actor.id, range) : []])
      const perDay = new Map(
        daysOf(range).map((day) => [day, { view: 0, tag_click: 0, share: 0, campaign_click: 0, page_view: 0, coupon_copy: 0 }]),
      )
      for (const r of rows) {
        const day = perDay.get(r.day)
        if (day) day[r.metric] += r.count
      }
      // Shop sales: paid orders of the day, and revenue in each currency sold in the period.
      const currencies = [...new Set(sales.map((r) => r.currency))].sort()
      const salesOn = new Map(sales.map((r) => [`${r.day}|${r.currency}`, r]))
      const header = ['day,lightbox_opens,tag_clicks,ctr_percent,shares,campaign_clicks,page_views,coupon_copies,orders']
      const lines = [[...header, ...currencies.map((c) => `revenue_${c}`)].join(',')]
      for (const [day, m] of perDay) {
        const daySales = currencies.map((c) => salesOn.get(`${day}|${c}`))
        const orders = daySales.reduce((sum, r) => sum + (r?.orders ?? 0), 0)
        lines.push(
          [
            day,
            m.view,
            m.tag_click,
            ctrOf(m.tag_click, m.page_view) ?? '',
            m.share,
            m.campaign_click,
            m.page_view,
            m.coupon_copy,
            orders,
            ...daySales.map((r) => decimalAmount(r?.revenueCents ?? 0)),
          ].join(','),
        )
      }
      return `${lines.join('\n')}\n`
    },
  }
}

export type GrowthService = ReturnType<typeof createGrowthService>
