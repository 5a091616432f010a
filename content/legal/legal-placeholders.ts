import { site } from '../site.ts'
import type { Lang } from './legal-types.ts'

/**
 * Placeholders the legal texts may contain. They keep operator facts (company, address,
 * e-mail, limits) in content/site.ts so a change there reaches every language at once.
 */
export type PlaceholderName = 'email' | 'company' | 'address' | 'days' | 'age' | 'consentDays' | 'representative'

export function placeholderValue(name: PlaceholderName, lang: Lang): string {
  const imprint = site.imprint
  switch (name) {
    case 'email':
      return site.supportEmail
    case 'company':
      return imprint.company
    case 'address':
      // The Arabic comma keeps the address readable inside right-to-left sentences.
      return `${imprint.street}, ${imprint.postalCode} ${imprint.city}${lang === 'ar' ? '، ' : ', '}${imprint.country[lang]}`
    case 'days':
      return String(site.legal.accessRequestDays)
    case 'age':
      return String(site.legal.coppaAge)
    case 'consentDays':
      return String(site.consentCookieDays)
    case 'representative':
      return imprint.representative
  }
}

const PLACEHOLDER = /\{(email|company|address|days|age|consentDays|representative)\}/g

/** Replaces every placeholder with its value (plain text, e.g. for the PDF). */
export function fillPlaceholders(text: string, lang: Lang = 'en'): string {
  return text.replace(PLACEHOLDER, (_, name: PlaceholderName) => placeholderValue(name, lang))
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'email'; email: string }

/**
 * Splits a text into plain parts and e-mail parts so a renderer can turn the support
 * address into a mailto link while every other placeholder is filled as text.
 */
export function splitEmailPlaceholders(text: string, lang: Lang = 'en'): TextPart[] {
  const parts: TextPart[] = []
  for (const [index, chunk] of text.split('{email}').entries()) {
    if (index > 0) parts.push({ kind: 'email', email: site.supportEmail })
    if (chunk) parts.push({ kind: 'text', text: fillPlaceholders(chunk, lang) })
  }
  return parts
}
