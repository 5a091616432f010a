/**
 * Shape of the legal documents (privacy policy, cookie policy, terms of use, imprint).
 * The same data feeds the web pages and the terms-of-use PDF, so it is plain text with
 * placeholders, never markup: see legal-placeholders.ts for what a placeholder becomes.
 */

import { formatDate } from '../../contract/dates.ts'
import { directionOf, type Language } from '../../contract/language.ts'

/** The legal texts exist in exactly the interface languages. */
export type Lang = Language

export { directionOf }

/** A paragraph or a bullet list, in the order the text has them (texts edited as Markdown). */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'bullets'; items: string[] }

export interface LegalSection {
  /** Stable anchor for the table of contents and deep links (same in every language). */
  id: string
  heading: string
  paragraphs?: string[]
  bullets?: string[]
  /** When set, the section's content in order (instead of paragraphs, then bullets). */
  blocks?: LegalBlock[]
}

/** A section's content in reading order, whichever way it was written. */
export function sectionBlocks(section: LegalSection): LegalBlock[] {
  if (section.blocks) return section.blocks
  const blocks: LegalBlock[] = (section.paragraphs ?? []).map((text) => ({ kind: 'paragraph', text }))
  if (section.bullets?.length) blocks.push({ kind: 'bullets', items: section.bullets })
  return blocks
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

/**
 * Formats an ISO date as a long date in the given language. The date is read and formatted
 * as UTC so a server in another time zone never shows the day before.
 */
export function formatEffectiveDate(isoDate: string, lang: Lang): string {
  return formatDate(isoDate, lang, 'long')
}
