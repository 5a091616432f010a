/**
 * The app's date and money formatters, in the page's language. Dates are formatted in UTC: pages
 * are rendered on the server, which does not know the browser's time zone, and calendar days
 * (expiry, renewal, effective dates) are the same day everywhere. Whether an image is expired is
 * decided by `isExpired` in contract/dates.ts, the server's rule. `formatDate` lives there too,
 * because the legal texts (content/) format their effective date for the terms PDF as well.
 */
import { cachedFormatter } from '../../contract/intl.ts'

export { formatDate } from '../../contract/dates.ts'

/** A moment with its time, in UTC and labelled so (admins compare it with logs kept in UTC). */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  // dateStyle/timeStyle cannot be combined with timeZoneName, hence the separate fields.
  const formatter = cachedFormatter(
    `datetime|${lang}`,
    () =>
      new Intl.DateTimeFormat(lang, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }),
  )
  return formatter.format(date)
}

/**
 * Integer minor units (cents) in the currency: "€12.50" / "12,50 €" / "١٢٫٥٠ €", always with cents,
 * or — for prices on the pricing pages — without them when there are none ("€6"). A malformed
 * currency code falls back to euros rather than throwing while a page renders.
 */
export function formatMoney(cents: number, currency: string, lang: string, { dropZeroCents = false } = {}): string {
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'EUR'
  const digits = dropZeroCents && cents % 100 === 0 ? 0 : 2
  const formatter = cachedFormatter(
    `money|${lang}|${code}|${digits}`,
    () => new Intl.NumberFormat(lang, { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits }),
  )
  return formatter.format(cents / 100)
}
