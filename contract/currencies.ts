/** Currencies a creator's shop prices in, stored lowercase like Stripe does ('eur'). */
export const SHOP_CURRENCIES = ['eur', 'usd', 'aed', 'gbp'] as const
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number]

/** Minor units as a plain decimal amount ("12.50"): every shop currency has two decimals. */
export function decimalAmount(minor: number): string {
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}
