/**
 * The app's date and money formatters, in the page's language. Dates are formatted in UTC: pages
 * are rendered on the server, which does not know the browser's time zone, and calendar days
 * (expiry, renewal, effective dates) are the same day everywhere. Whether an image is expired is
 * decided by `isExpired` in contract/dates.ts, the server's rule. `formatDate` lives there too,
 * because the legal texts (content/) format their effective date for the terms PDF as well;
 * `formatMoney` lives in contract/intl.ts, because mails and invoices state amounts too.
 */
import { cachedFormatter } from '../../contract/intl.ts'

export { formatDate } from '../../contract/dates.ts'
export { formatMoney } from '../../contract/intl.ts'

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
