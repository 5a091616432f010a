import { imprintIn, inLanguage, type SiteSettings } from '../../contract/site-settings.ts'
import { site } from '../site.ts'
import type { Lang } from './legal-types.ts'

/**
 * Placeholders the legal texts may contain. The operator's facts (company, address, e-mail)
 * come from the platform settings, so a change there reaches every language at once; until the
 * admin fills them, neutral words stand in (never an invented company).
 */
export type PlaceholderName = 'email' | 'company' | 'address' | 'days' | 'age' | 'consentDays' | 'representative'

/** The operator's facts the texts quote, in every language. */
export interface OperatorFacts {
  /** The support address, or '' (the texts then point to the contact form). */
  email: string
  company: Record<Lang, string>
  address: Record<Lang, string>
  representative: Record<Lang, string>
}

const OPERATOR: Record<Lang, string> = { en: 'the operator of this platform', de: 'der Betreiber dieser Plattform', ar: 'مشغّل هذه المنصة' }
const NOT_PUBLISHED: Record<Lang, string> = { en: '(not yet published)', de: '(noch nicht veröffentlicht)', ar: '(لم يُنشر بعد)' }

const byLanguage = (value: (lang: Lang) => string): Record<Lang, string> => ({ en: value('en'), de: value('de'), ar: value('ar') })

export function operatorFacts(settings: SiteSettings): OperatorFacts {
  const imprint = settings.imprint
  // Each language's own facts where the operator set them (German, Arabic), else the English ones.
  const facts = (lang: Lang) => imprintIn(imprint, lang)
  return {
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
  }
}

export function placeholderValue(name: PlaceholderName, facts: OperatorFacts, lang: Lang): string {
  switch (name) {
    case 'email':
      return facts.email || NOT_PUBLISHED[lang]
    case 'company':
      return facts.company[lang]
    case 'address':
      return facts.address[lang]
    case 'days':
      return String(site.legal.accessRequestDays)
    case 'age':
      return String(site.legal.coppaAge)
    case 'consentDays':
      return String(site.consentCookieDays)
    case 'representative':
      return facts.representative[lang]
  }
}

const PLACEHOLDER = /\{(email|company|address|days|age|consentDays|representative)\}/g

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
