/** Currencies a creator's shop prices in, stored lowercase like Stripe does ('eur'). */
export const SHOP_CURRENCIES = ['eur', 'usd', 'aed', 'gbp'] as const
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number]

/**
 * Currencies the plan prices may be in (docs/decisions/0075): ones Stripe charges subscriptions
 * in, with the digits after the decimal point as Stripe counts minor units (JPY and KRW have none)
 * and Stripe's smallest charge in minor units. Currencies whose minor units Stripe counts unlike
 * ISO 4217 (ISK) are left out.
 */
export const PLAN_CURRENCY_INFO = {
  eur: { digits: 2, minimum: 50 },
  usd: { digits: 2, minimum: 50 },
  gbp: { digits: 2, minimum: 30 },
  chf: { digits: 2, minimum: 50 },
  sek: { digits: 2, minimum: 300 },
  nok: { digits: 2, minimum: 300 },
  dkk: { digits: 2, minimum: 250 },
  pln: { digits: 2, minimum: 200 },
  czk: { digits: 2, minimum: 1500 },
  huf: { digits: 2, minimum: 17500 },
  aed: { digits: 2, minimum: 200 },
  sar: { digits: 2, minimum: 200 },
  cad: { digits: 2, minimum: 50 },
  aud: { digits: 2, minimum: 50 },
  nzd: { digits: 2, minimum: 50 },
  jpy: { digits: 0, minimum: 50 },
  krw: { digits: 0, minimum: 1000 },
} as const satisfies Record<string, { digits: number; minimum: number }>
export type PlanCurrency = keyof typeof PLAN_CURRENCY_INFO
export const PLAN_CURRENCIES = Object.keys(PLAN_CURRENCY_INFO) as [PlanCurrency, ...PlanCurrency[]]

/** Digits after the decimal point of a currency's amounts (2 for any currency not listed). */
export function minorDigits(currency: string): number {
  return (PLAN_CURRENCY_INFO as Record<string, { digits: number }>)[currency.toLowerCase()]?.digits ?? 2
}

/** Minor units as a plain decimal amount ("12.50", "600" for yen). */
export function decimalAmount(minor: number, currency = 'eur'): string {
  const digits = minorDigits(currency)
  if (digits === 0) return String(minor)
  const scale = 10 ** digits
  return `${Math.trunc(minor / scale)}.${String(minor % scale).padStart(digits, '0')}`
}

/** Far above any shop's price, and a safe integer in minor units of any currency. */
export const MAX_PRODUCT_AMOUNT = 1e10

/** `12.50`, `1,299.00`, `49,90`, `1.299,00 €`: the amount in minor units of the currency, or null. */
export function minorUnits(amount: string, currency: string): number | null {
  if (/-\s*\d/.test(amount)) return null
  const digits = amount.replace(/[^\d.,]/g, '')
  if (!/\d/.test(digits)) return null
  const comma = digits.lastIndexOf(',')
  const dot = digits.lastIndexOf('.')
  let point = Math.max(comma, dot)
  if (point >= 0) {
    // One kind of separator, repeated or followed by three digits, groups thousands (`1,299`, `1.299.000`).
    const separator = digits[point]!
    const other = separator === ',' ? dot : comma
    const repeated = digits.indexOf(separator) !== point
    if (other < 0 && (repeated || digits.length - point - 1 === 3)) point = -1
  }
  const whole = (point >= 0 ? digits.slice(0, point) : digits).replace(/[.,]/g, '')
  const fraction = point >= 0 ? digits.slice(point + 1) : ''
  const value = Number(`${whole || '0'}.${fraction || '0'}`)
  if (!Number.isFinite(value) || value > MAX_PRODUCT_AMOUNT) return null
  return Math.round(value * 10 ** minorDigits(currency))
}
