/**
 * Dates and amounts in the admin's language. Times are shown in UTC, labelled as such: the page is
 * rendered on the server, which does not know the browser's time zone, and admins compare them
 * with logs and payment records kept in UTC.
 */
export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  // dateStyle/timeStyle cannot be combined with timeZoneName, hence the separate fields.
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date)
}

/** A calendar date (renewal, expiry): the same day everywhere, so formatted in UTC. */
export function formatDay(iso: string, lang: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}

/** Cents → "12,50 €" / "€12.50" / "١٢٫٥٠ €", always with 2 decimals. */
export function formatCents(cents: number, currency: string, lang: string): string {
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'EUR'
  return new Intl.NumberFormat(lang, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  )
}

/** Only http(s) addresses become links; anything else is shown as text. */
export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
