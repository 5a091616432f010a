import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { FollowerDay } from './followers.ts'
import { IN_APP_BROWSERS } from './in-app-browser.ts'

/** Where a visit came from, from `utm_source` first, else the `Referer` host. */
export const REFERRER_CLASSES = ['instagram', 'tiktok', 'facebook', 'youtube', 'search', 'direct', 'other'] as const
export type ReferrerClass = (typeof REFERRER_CLASSES)[number]

/** The visitor's device, from the user agent only. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** The in-app browser of a social app the visitor used, or any other browser (contract/in-app-browser.ts). */
export const BROWSER_CLASSES = [...IN_APP_BROWSERS, 'other'] as const
export type BrowserClass = (typeof BROWSER_CLASSES)[number]

/** ISO 3166 "unknown or unspecified country": no lookup database, a private address, no match. */
export const UNKNOWN_COUNTRY = 'ZZ'

/** The periods the growth section offers; anything else is a 400 (ranges are bounded). */
export const GROWTH_PERIODS = [7, 30, 90] as const
export type GrowthPeriod = (typeof GROWTH_PERIODS)[number]

/** The longest period the CSV export reads at once (a year and a day, so a full year fits). */
export const GROWTH_EXPORT_MAX_DAYS = 366

/** `GET /api/growth/export.csv`: the first and last day of the period. */
export const GrowthExportQuery = z.object({ from: z.iso.date(), to: z.iso.date() })

/** How many entries the top lists show. */
export const GROWTH_TOP_LIMIT = 10

/** The period the growth section shows first (and the API reads without `days`). */
export const GROWTH_DEFAULT_PERIOD = 30 satisfies GrowthPeriod

export const GrowthQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d): d is GrowthPeriod => (GROWTH_PERIODS as readonly number[]).includes(d))
    .default(GROWTH_DEFAULT_PERIOD),
})

const Totals = z.object({
  /** Visits of the creator's page or shop (`/{username}`, `/{username}/shop`), one per visitor and hour. */
  pageViews: z.number().int(),
  /** Clicks on a look's shopping tags that led to the shop (`/go/{tagId}`). */
  clicks: z.number().int(),
  /** Click-through rate: tag clicks per 100 page views, one decimal; null without page views. */
  ctr: z.number().nullable(),
  /** Looks that were public on some day of the period. */
  looks: z.number().int(),
  /** Tag clicks divided by `looks`, two decimals; null when no look was public. */
  clicksPerLook: z.number().nullable(),
  /** Looks opened in full size (the lightbox); a visitor may click a tag without opening one. */
  lightboxOpens: z.number().int(),
  shares: z.number().int(),
  campaignClicks: z.number().int(),
  /** Coupon codes copied from the creator's public cards. */
  couponCopies: z.number().int(),
})
export type GrowthTotals = z.output<typeof Totals>

export const GrowthDay = z.object({
  day: z.string(),
  pageViews: z.number().int(),
  lightboxOpens: z.number().int(),
  clicks: z.number().int(),
})
export type GrowthDay = z.output<typeof GrowthDay>

const Share = z.object({ key: z.string(), count: z.number().int() })

const FollowerTotals = FollowerDay.omit({ day: true })
export type FollowerTotals = z.output<typeof FollowerTotals>

export const Growth = z.object({
  days: z.number().int(),
  /** First and last UTC day of the period (inclusive). */
  from: z.string(),
  to: z.string(),
  totals: Totals,
  /** The same numbers for the period just before, for comparison. */
  previous: Totals,
  series: z.array(GrowthDay),
  previousSeries: z.array(GrowthDay),
  topLooks: z.array(
    z.object({ imageId: z.string(), lightboxOpens: z.number().int(), clicks: z.number().int(), couponCopies: z.number().int() }),
  ),
  topTags: z.array(z.object({ tagId: z.string(), clicks: z.number().int(), host: z.string().nullable() })),
  /**
   * Paid shop orders of the period, one entry per currency the orders were paid in (minor units),
   * with the period before for comparison (a currency sold in either period has an entry).
   */
  sales: z.array(
    z.object({
      currency: z.string(),
      orders: z.number().int(),
      revenueCents: z.number().int(),
      previousOrders: z.number().int(),
      previousRevenueCents: z.number().int(),
      series: z.array(z.object({ day: z.string(), orders: z.number().int(), revenueCents: z.number().int() })),
    }),
  ),
  referrers: z.array(Share),
  countries: z.array(Share),
  devices: z.array(Share),
  /** Visits and tag clicks per browser: each social app's in-app browser, and all others. */
  browsers: z.array(z.object({ key: z.enum(BROWSER_CLASSES), pageViews: z.number().int(), clicks: z.number().int() })),
  /** Email followers: follow requests (new), confirmations and unsubscribes, per day and summed, with the period before. */
  followers: z.object({ totals: FollowerTotals, previous: FollowerTotals, series: z.array(FollowerDay) }),
})
export type Growth = z.output<typeof Growth>

/**
 * Per-look numbers for the image cards (last 30 days): `ctr` is the look's tag clicks per 100 views
 * of the creator's page (where the look is shown); null without page views.
 */
export const LookNumbers = z.record(
  z.string(),
  z.object({ lightboxOpens: z.number().int(), clicks: z.number().int(), ctr: z.number().nullable(), couponCopies: z.number().int() }),
)
export type LookNumbers = z.output<typeof LookNumbers>

/** Click-through rate: tag clicks per 100 page views, one decimal; null without page views. */
export const ctrOf = (clicks: number, pageViews: number) => (pageViews > 0 ? Math.round((clicks / pageViews) * 1000) / 10 : null)

/** Tag clicks per public look, two decimals; null when no look was public. */
export const clicksPerLookOf = (clicks: number, looks: number) => (looks > 0 ? Math.round((clicks / looks) * 100) / 100 : null)

/**
 * What the daily rollups count: lightbox opens of a look (`view`), clicks on a shopping tag through `/go/`
 * (`tag_click`), shares, campaign pop-up clicks, visits of the creator's page or shop (`page_view`) and coupon-code
 * copies (`coupon_copy`).
 */
export const GROWTH_METRICS = ['view', 'tag_click', 'share', 'campaign_click', 'page_view', 'coupon_copy'] as const
export type GrowthMetric = (typeof GROWTH_METRICS)[number]

export const growthApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/growth',
    access: 'user',
    tag: 'stats',
    summary: "The signed-in creator's growth over 7, 30 or 90 days",
    query: GrowthQuery,
    response: Growth,
  }),
  looks: endpoint({
    method: 'GET',
    path: '/api/growth/looks',
    access: 'user',
    tag: 'stats',
    summary: 'Views, clicks and CTR of each own look over the last 30 days',
    response: LookNumbers,
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/growth/export.csv',
    access: 'user',
    tag: 'stats',
    summary: 'Daily numbers of a period (at most 366 days) as CSV',
    query: GrowthExportQuery,
    response: null,
    produces: 'text/csv',
  }),
}
