import { PLAN_CURRENCY } from '../../../contract/plans.ts'
import { formatMoney } from '../../lib/format.ts'

/** A plan price in the page language: "€6" / "6 €", with cents only when there are any. */
export function formatPrice(cents: number, lang: string) {
  return formatMoney(cents, PLAN_CURRENCY, lang, { dropZeroCents: true })
}
