/** The shop's currencies with their symbols (spec §9), in the order the select offers them. */
export const SHOP_CURRENCY_SYMBOLS = { eur: '€', usd: '$', aed: 'د.إ', gbp: '£' } as const

/** A price in minor units, in the shop's currency and the page's language (`12,50 €`, `US$12.50`). */
export function formatPrice(minor: number, currency: string, lang: string) {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100)
}
