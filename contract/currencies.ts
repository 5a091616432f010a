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
