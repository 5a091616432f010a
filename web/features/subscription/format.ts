/** Cents shown in the currency (euro), in the page's language. */
export function money(cents: number, currency: string, lang: string) {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

export function day(iso: string | null, lang: string) {
  return iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '—'
}
