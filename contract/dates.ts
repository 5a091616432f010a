import { cachedFormatter } from './intl.ts'

export const HOUR_MS = 60 * 60 * 1000
export const DAY_MS = 24 * HOUR_MS

/**
 * Calendar days as the server keeps them: `YYYY-MM-DD` in UTC, compared as strings. An image is
 * expired once its expiry date is before today's UTC date (images and public services, and the
 * `expiry_date >= today` filters of the public pages), whatever the visitor's own time zone.
 */

/** `YYYY-MM-DD` as a real calendar day at UTC midnight (not 2021-02-31, 9999-99-99 or 0000-00-00), or null. */
export function calendarDay(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const day = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value ? day : null
}

/** Today's (or `now`'s) calendar date in UTC. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The calendar date `days` after an ISO date (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Whether an image with this expiry date (or timestamp) has left the public pages. */
export function isExpired(expiryDate: string, now: Date = new Date()): boolean {
  return expiryDate.slice(0, 10) < utcToday(now)
}

/** A calendar date (or the day of a timestamp); `null` shows a dash, an unreadable value itself. */
export function formatDate(iso: string | null | undefined, lang: string, style: 'medium' | 'long' = 'medium'): string {
  if (!iso) return '—'
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  if (Number.isNaN(date.getTime())) return iso
  return cachedFormatter(`date|${lang}|${style}`, () => new Intl.DateTimeFormat(lang, { dateStyle: style, timeZone: 'UTC' })).format(date)
}
