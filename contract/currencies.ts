/** Currencies a creator's shop prices in, stored lowercase like Stripe does ('eur'). */
export const SHOP_CURRENCIES = ['eur', 'usd', 'aed', 'gbp'] as const
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number]
