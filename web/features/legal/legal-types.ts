/**
 * Shape of the legal documents (privacy policy, cookie policy, terms of use, imprint).
 * The same data feeds the web pages and the terms-of-use PDF, so it is plain text with
 * placeholders, never markup: see legal-placeholders.ts for what a placeholder becomes.
 */
export type Lang = 'en' | 'de' | 'ar'

export const LEGAL_LANGS: readonly Lang[] = ['en', 'de', 'ar']

export interface LegalSection {
  /** Stable anchor for the table of contents and deep links (same in every language). */
  id: string
  heading: string
  paragraphs?: string[]
  bullets?: string[]
}

export interface LegalDocument {
  title: string
  /** Label before the effective date, e.g. "Effective date". */
  effectiveLabel?: string
  /** ISO date (yyyy-mm-dd) the text takes effect; rendered with Intl in the document's language. */
  effectiveDate?: string
  intro?: string[]
  sections: LegalSection[]
}

/** Text direction of a language; Arabic is the only right-to-left one we ship. */
export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'ar' ? 'rtl' : 'ltr'
}

/**
 * Formats an ISO date as a long date in the given language. The date is read and formatted
 * as UTC so a server in another time zone never shows the day before.
 */
export function formatEffectiveDate(isoDate: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
