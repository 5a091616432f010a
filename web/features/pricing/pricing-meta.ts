import { maxYearlySavingPercent } from '../../../contract/plan-savings.ts'
import { interpolate } from '../../i18n/lite-i18n.ts'
import { namespaceFromMatches } from '../../i18n/route-translations.ts'
import { pageMeta, rootData } from '../../seo.ts'
import { formatPrice } from './format-price.ts'

type Prices = { currency: string; basic: { monthly: number; yearly: number }; ai: { monthly: number; yearly: number } }

/**
 * The pricing page's description (also its share text) quotes the prices in force, in the
 * reader's language and the saved currency; the "save up to" sentence only when yearly saves.
 */
export function pricingMeta(args: Parameters<typeof pageMeta>[0] & { loaderData?: unknown }) {
  const prices = (args.loaderData as { prices?: Prices } | undefined)?.prices
  const lang = rootData(args.matches)?.lang
  const texts = namespaceFromMatches(args.matches, 'pricing')?.meta as { description?: string; description_saving?: string } | undefined
  if (!prices || !lang || !texts?.description || !texts.description_saving) return pageMeta(args, 'pricing', { description: '' })
  const percent = maxYearlySavingPercent(prices)
  const description = interpolate(percent > 0 ? texts.description_saving : texts.description, {
    basic: formatPrice(prices.basic.monthly, prices.currency, lang),
    ai: formatPrice(prices.ai.monthly, prices.currency, lang),
    percent,
  })
  return pageMeta(args, 'pricing', { description })
}
