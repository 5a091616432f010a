import { formatMoney } from '../../contract/intl.ts'
import type { PlanPrices } from '../../contract/plan-prices.ts'
import { BILLING_CYCLES, PLAN_TYPES } from '../../contract/plans.ts'
import { imprintIn, inLanguage, type SiteSettings } from '../../contract/site-settings.ts'
import { site } from '../site.ts'
import type { Lang } from './legal-types.ts'

/** A plan's price per cycle, as the texts name it: `{price.basic.monthly}`. */
export type PricePlaceholder = `price.${(typeof PLAN_TYPES)[number]}.${(typeof BILLING_CYCLES)[number]}`

const PRICE_PLACEHOLDERS = PLAN_TYPES.flatMap((plan) => BILLING_CYCLES.map((cycle) => `price.${plan}.${cycle}` as PricePlaceholder))

/**
 * Placeholders the legal texts may contain, in the order the admin's editor lists them. The
 * operator's facts (name, company, address, e-mail, prices) come from the platform settings, so a
 * change there reaches every language and every saved version at once; until the admin fills
 * them, neutral words stand in (never an invented company). Anything else in braces stays as typed.
 */
export const LEGAL_PLACEHOLDERS = [
  'site',
  'company',
  'address',
  'representative',
  'email',
  'currency',
  ...PRICE_PLACEHOLDERS,
  'days',
  'age',
  'consentDays',
] as const
export type PlaceholderName = (typeof LEGAL_PLACEHOLDERS)[number]

/** The operator's facts the texts quote, in every language. */
export interface OperatorFacts {
  /** The platform's name as configured. */
  site: string
  /** The support address, or '' (the texts then point to the contact form). */
  email: string
  company: Record<Lang, string>
  address: Record<Lang, string>
  representative: Record<Lang, string>
  /** The plans' currency, named in each language: "Euro (EUR)". */
  currency: Record<Lang, string>
  /** The plan prices in force, formatted as the pricing page shows them: "€6" / "6 €". */
  prices: Record<Lang, Record<PricePlaceholder, string>>
}

const OPERATOR: Record<Lang, string> = { en: 'the operator of this platform', de: 'der Betreiber dieser Plattform', ar: 'مشغّل هذه المنصة' }
const NOT_PUBLISHED: Record<Lang, string> = { en: '(not yet published)', de: '(noch nicht veröffentlicht)', ar: '(لم يُنشر بعد)' }

const byLanguage = (value: (lang: Lang) => string): Record<Lang, string> => ({ en: value('en'), de: value('de'), ar: value('ar') })

function currencyName(currency: string, lang: Lang): string {
  const code = currency.toUpperCase()
  const name = new Intl.DisplayNames(lang, { type: 'currency', fallback: 'none' }).of(code)
  return name ? `${name} (${code})` : code
}

function formattedPrices(prices: PlanPrices, lang: Lang): Record<PricePlaceholder, string> {
  const entries = PLAN_TYPES.flatMap((plan) =>
    BILLING_CYCLES.map((cycle) => [
      `price.${plan}.${cycle}`,
      formatMoney(prices[plan][cycle], prices.currency, lang, { dropZeroCents: true }),
    ]),
  )
  return Object.fromEntries(entries) as Record<PricePlaceholder, string>
}

export function operatorFacts(settings: SiteSettings, prices: PlanPrices): OperatorFacts {
  const imprint = settings.imprint
  // Each language's own facts where the operator set them (German, Arabic), else the English ones.
  const facts = (lang: Lang) => imprintIn(imprint, lang)
  return {
    site: settings.identity.name,
    email: settings.identity.supportEmail || imprint.email,
    company: byLanguage((lang) => facts(lang).company || OPERATOR[lang]),
    representative: byLanguage((lang) => facts(lang).representative || NOT_PUBLISHED[lang]),
    address: byLanguage((lang) => {
      const { street, city, postalCode } = facts(lang)
      if (!(street && city)) return NOT_PUBLISHED[lang]
      const country = inLanguage(imprint.country, lang)
      // The Arabic comma keeps the address readable inside right-to-left sentences.
      const comma = lang === 'ar' ? '، ' : ', '
      return `${street}, ${[postalCode, city].filter(Boolean).join(' ')}${country ? `${comma}${country}` : ''}`
    }),
    currency: byLanguage((lang) => currencyName(prices.currency, lang)),
    prices: { en: formattedPrices(prices, 'en'), de: formattedPrices(prices, 'de'), ar: formattedPrices(prices, 'ar') },
  }
}

export function placeholderValue(name: PlaceholderName, facts: OperatorFacts, lang: Lang): string {
  switch (name) {
    case 'site':
      return facts.site
    case 'email':
      return facts.email || NOT_PUBLISHED[lang]
    case 'company':
      return facts.company[lang]
    case 'address':
      return facts.address[lang]
    case 'representative':
      return facts.representative[lang]
    case 'currency':
      return facts.currency[lang]
    case 'days':
      return String(site.legal.accessRequestDays)
    case 'age':
      return String(site.legal.coppaAge)
    case 'consentDays':
      return String(site.consentCookieDays)
    default:
      return facts.prices[lang][name]
  }
}

const PLACEHOLDER = new RegExp(`\\{(${LEGAL_PLACEHOLDERS.map((name) => name.replace(/\./g, '\\.')).join('|')})\\}`, 'g')

/** Replaces every placeholder with its value (plain text, e.g. for the PDF). */
export function fillPlaceholders(text: string, facts: OperatorFacts, lang: Lang = 'en'): string {
  return text.replace(PLACEHOLDER, (_, name: PlaceholderName) => placeholderValue(name, facts, lang))
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; email: string }

/**
 * Splits a text into plain parts and e-mail parts so a renderer can turn the support
 * address into a mailto link while every other placeholder is filled as text.
 */
export function splitEmailPlaceholders(text: string, facts: OperatorFacts, lang: Lang = 'en'): TextPart[] {
  const parts: TextPart[] = []
  for (const [index, chunk] of text.split('{email}').entries()) {
    if (index > 0) parts.push(facts.email ? { kind: 'email', email: facts.email } : { kind: 'text', text: NOT_PUBLISHED[lang] })
    if (chunk) parts.push({ kind: 'text', text: fillPlaceholders(chunk, facts, lang) })
  }
  return parts
}
