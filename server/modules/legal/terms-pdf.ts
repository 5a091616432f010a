import { fillPlaceholders, type OperatorFacts } from '../../../content/legal/legal-placeholders.ts'
import { directionOf, formatEffectiveDate, type Lang, type LegalDocument, sectionBlocks } from '../../../content/legal/legal-types.ts'
import { FlowWriter, type TextStyle } from '../../lib/pdf/flow-writer.ts'
import { PDF_MARGIN as MARGIN, openPdf } from '../../lib/pdf/fonts.ts'

export type TermsLang = Lang

const FOOTER: Record<Lang, (name: string, page: number, total: number) => string> = {
  en: (name, page, total) => `${name} · Terms of Use · Page ${page} of ${total}`,
  de: (name, page, total) => `${name} · Nutzungsbedingungen · Seite ${page} von ${total}`,
  ar: (name, page, total) => `${name} · شروط الاستخدام · الصفحة ${page} من ${total}`,
}

// Arabic script needs more vertical room than Latin for its ascenders, descenders and dots.
function styles(lang: Lang): Record<'title' | 'meta' | 'heading' | 'body' | 'footer', TextStyle> {
  const leading = lang === 'ar' ? 1.75 : 1.45
  return {
    title: { font: 'Bold', size: 20, color: '#111111', leading: 1.5 },
    meta: { font: 'Regular', size: 9.5, color: '#555555', leading },
    heading: { font: 'Bold', size: 12.5, color: '#111111', leading: 1.5 },
    body: { font: 'Regular', size: 10, color: '#222222', leading },
    footer: { font: 'Regular', size: 8, color: '#777777', leading: 1.2 },
  }
}

// Per facts object and text: the legal texts service hands out new objects after every change.
const rendered = new WeakMap<OperatorFacts, WeakMap<LegalDocument, Promise<Buffer>>>()

/**
 * The terms of use (the text in force, in `lang`) as an A4 PDF, its placeholders filled with the
 * operator's facts (name, company, prices); rendered once per text and facts.
 */
export function renderTermsPdf(lang: Lang, facts: OperatorFacts, terms: LegalDocument): Promise<Buffer> {
  let cache = rendered.get(facts)
  if (!cache) {
    cache = new WeakMap()
    rendered.set(facts, cache)
  }
  let pending = cache.get(terms)
  if (!pending) {
    pending = buildTermsPdf(lang, facts, terms)
    cache.set(terms, pending)
    // A failed render must not be cached forever; the next request tries again.
    pending.catch(() => cache.delete(terms))
  }
  return pending
}

function buildTermsPdf(lang: Lang, facts: OperatorFacts, terms: LegalDocument): Promise<Buffer> {
  const name = facts.site
  const fill = (text: string) => fillPlaceholders(text, facts, lang)
  const { doc, done } = openPdf({
    bufferPages: true,
    lang,
    displayTitle: true,
    info: {
      Title: `${name} – ${terms.title}`,
      Author: facts.company[lang],
      Subject: terms.title,
    },
  })

  const style = styles(lang)
  const frame = {
    left: MARGIN,
    right: doc.page.width - MARGIN,
    top: MARGIN,
    bottom: doc.page.height - MARGIN,
  }
  const writer = new FlowWriter(doc, directionOf(lang), frame)

  writer.paragraph(`${name} – ${terms.title}`, style.title)
  if (terms.effectiveDate) {
    const date = formatEffectiveDate(terms.effectiveDate, lang)
    writer.paragraph(terms.effectiveLabel ? `${terms.effectiveLabel}: ${date}` : date, style.meta)
  }
  writer.space(8)
  for (const text of terms.intro ?? []) {
    writer.paragraph(fill(text), style.body)
    writer.space(4)
  }

  for (const section of terms.sections) {
    writer.space(10)
    // Keep a heading together with at least two lines of what follows it.
    writer.ensureSpace(writer.lineHeight(style.heading) + 2 * writer.lineHeight(style.body))
    doc.outline.addItem(section.heading)
    writer.paragraph(section.heading, style.heading)
    writer.space(2)
    for (const block of sectionBlocks(section)) {
      if (block.kind === 'paragraph') {
        writer.paragraph(fill(block.text), style.body)
        writer.space(4)
        continue
      }
      for (const text of block.items) {
        writer.paragraph(fill(text), style.body, { indent: 14, marker: '•' })
        writer.space(2)
      }
    }
  }

  const range = doc.bufferedPageRange()
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    const footerY = doc.page.height - MARGIN / 2 - style.footer.size
    writer.centredLine(FOOTER[lang](name, index + 1, range.count), style.footer, footerY)
  }
  doc.end()
  return done
}
