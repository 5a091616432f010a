import { formatMoney } from '../../lib/format.ts'

/** A plan price in the page language and the platform's currency: "€6" / "6 €", with cents only when there are any. */
export function formatPrice(cents: number, currency: string, lang: string) {
  return formatMoney(cents, currency.toUpperCase(), lang, { dropZeroCents: true })
}
