import { TEST_CARDS as CARD_NUMBERS } from '../../../contract/billing.ts'

/**
 * Typing helpers of the card form, like a hosted checkout: the number in groups of four, the
 * expiry as "MM / YY" (a lone first digit above 1 becomes "0d"), the CVC digits only.
 */
export function formatCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

export function formatExpiry(value: string, previous = '') {
  let digits = value.replace(/\D/g, '').slice(0, 4)
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`
  // Deleting the separator deletes the month's last digit too, as people expect.
  if (previous.endsWith(' / ') && value.length < previous.length) digits = digits.slice(0, 1)
  if (digits.length < 2) return digits
  if (digits.length === 2 && value.length > previous.length) return `${digits} / `
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`.trimEnd().replace(/\s\/$/, '')
}

export function formatCvc(value: string) {
  return value.replace(/\D/g, '').slice(0, 4)
}

/** The test cards, spaced the way they are typed. */
export const TEST_CARDS = {
  success: formatCardNumber(CARD_NUMBERS.success),
  declined: formatCardNumber(CARD_NUMBERS.declined),
  failsLater: formatCardNumber(CARD_NUMBERS.failsLater),
}
