/** Campaign limits and time rules (no zod: the public popup imports these). */

export const CAMPAIGN_TITLE_MAX = 100
export const CAMPAIGN_DESCRIPTION_MAX = 300
export const CAMPAIGN_CTA_TEXT_MAX = 40

const DAY_MS = 24 * 60 * 60 * 1000
/** The popup shows while the campaign is younger than this; afterwards it hides by itself. */
export const CAMPAIGN_VISIBLE_MS = 2 * DAY_MS
/** A scheduled job deletes campaigns (and their image) older than this. */
export const CAMPAIGN_DELETE_AFTER_MS = 7 * DAY_MS
/** A visitor's popup counts as seen after it was open this long. */
export const CAMPAIGN_SEEN_AFTER_MS = 500

/**
 * The day rule, written once: "one campaign per day" means one per UTC calendar day, so a new
 * day starts at 00:00 UTC for every creator wherever they are (the form says so).
 */
export function campaignDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/** When the current campaign day ends (the next 00:00 UTC). */
export function campaignDayEnds(at: Date): Date {
  return new Date(Date.parse(`${campaignDay(at)}T00:00:00.000Z`) + DAY_MS)
}

/** Where a visitor's "seen" mark for one campaign of one creator is kept (localStorage). */
export const campaignSeenKey = (username: string, campaignId: string) => `looktag.campaign-seen.${username.toLowerCase()}.${campaignId}`
