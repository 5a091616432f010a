import { PLAN_CURRENCY } from '../../../contract/plans.ts'

/** Euro amount from cents in the page language: "€6" / "6 €", with cents only when there are any. */
export function formatPrice(cents: number, lang: string) {
  const digits = cents % 100 === 0 ? 0 : 2
  return new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: PLAN_CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100)
}
