import { TEST_CARDS } from '../../../../contract/billing.ts'
import { AppError, type ErrorDetail } from '../../../errors.ts'

export interface CardInput {
  cardNumber: string
  expiry: string
  cvc: string
  name: string
}

function luhn(digits: string) {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/**
 * Checks a card typed into the test checkout or the card update form, like Stripe test mode:
 * 4242 4242 4242 4242 pays, 4000 0000 0000 0341 attaches (pays now, fails later), every other
 * valid number is declined. Returns the digits of an accepted card.
 */
export function acceptTestCard(card: CardInput, at: Date): string {
  const number = card.cardNumber.replace(/[\s-]/g, '')
  const [, mm, yy] = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim()) ?? []
  const month = Number(mm)
  const details: ErrorDetail[] = []
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) details.push({ field: 'cardNumber', key: 'checkout.errors.card_number_invalid' })
  if (!mm || month < 1 || month > 12) details.push({ field: 'expiry', key: 'checkout.errors.expiry_invalid' })
  // A card is valid until the end of its expiry month.
  else if (Date.UTC(2000 + Number(yy), month, 1) <= at.getTime()) details.push({ field: 'expiry', key: 'checkout.errors.expiry_past' })
  if (details.length) throw new AppError('VALIDATION_FAILED', details)
  if (number !== TEST_CARDS.success && number !== TEST_CARDS.failsLater) throw new AppError('CARD_DECLINED')
  return number
}
