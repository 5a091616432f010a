import { minorDigits } from './currencies.ts'

/**
 * Intl formatters are expensive to create (locale data is resolved each time: a server-rendered
 * page with 60 dates spent ~9 % of its CPU there) and cheap to reuse, so each distinct
 * (kind, language, options) makes one and keeps it. The keys come from a handful of languages and
 * styles; the bound only guards against a caller passing unbounded values.
 */
const MAX_FORMATTERS = 500
const formatters = new Map<string, unknown>()

export function cachedFormatter<T>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined
  if (formatter === undefined) {
    formatter = create()
    if (formatters.size >= MAX_FORMATTERS) formatters.clear()
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * The signs the spec gives the shop's currencies (part 2: € $ د.إ £). ICU writes others in some
 * languages: Arabic "US$" and "UK£", English and German "AED"; `narrowSymbol` alone fixes none of them.
 */
export const CURRENCY_SIGNS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', AED: 'د.إ', GBP: '£' }

/**
 * Integer minor units (cents; yen for JPY) in the currency: "€12.50" / "12,50 €" / "‏12.50 $", always
 * with cents, or — for prices on the pricing pages — without them when there are none ("€6"). A malformed
 * currency code falls back to euros rather than throwing while a page renders. Every amount the
 * app shows or mails goes through here, so a price reads the same on each page.
 */
export function formatMoney(cents: number, currency: string, lang: string, { dropZeroCents = false } = {}): string {
  const code = /^[A-Za-z]{3}$/.test(currency) ? currency.toUpperCase() : 'EUR'
  const scale = 10 ** minorDigits(code)
  const digits = dropZeroCents && cents % scale === 0 ? 0 : minorDigits(code)
  const { formatter, sign } = cachedFormatter(`money|${lang}|${code}|${digits}`, () => {
    const created = new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    const wanted = CURRENCY_SIGNS[code]
    const written = created.formatToParts(0).find((part) => part.type === 'currency')?.value
    // Parts are only taken apart where ICU's sign differs; the common case stays one format() call.
    return { formatter: created, sign: wanted !== undefined && written !== wanted ? wanted : undefined }
  })
  const amount = cents / scale
  if (sign === undefined) return formatter.format(amount)
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? sign : part.value))
    .join('')
}
