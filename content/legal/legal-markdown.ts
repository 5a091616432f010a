import { type LegalDocument, type LegalSection, sectionBlocks } from './legal-types.ts'

/**
 * The legal texts as the admin edits them: a small Markdown subset. `# ` is the title, text
 * before the first `## ` is the introduction, `## ` (or `###`) starts a section (an optional
 * `{#anchor}` at its end keeps deep links stable across languages), `- ` or `* ` lines are bullets,
 * blank lines separate paragraphs. Everything else is text: no HTML is ever interpreted, so a
 * stored text cannot inject markup into the pages or the PDF.
 */

/** The shipped document as Markdown: the starting point of the admin's editor. */
export function legalToMarkdown(doc: LegalDocument): string {
  const parts: string[] = [`# ${doc.title}`]
  for (const text of doc.intro ?? []) parts.push(text)
  for (const section of doc.sections) {
    parts.push(`## ${section.heading} {#${section.id}}`)
    for (const block of sectionBlocks(section)) {
      parts.push(block.kind === 'paragraph' ? block.text : block.items.map((item) => `- ${item}`).join('\n'))
    }
  }
  return `${parts.join('\n\n')}\n`
}

const HEADING = /^(#{1,6})\s+(.*?)\s*$/
const ANCHOR = /\s*\{#([A-Za-z0-9_-]{1,60})\}$/
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/

/** A heading's anchor: its `{#id}`, else a slug of its Latin letters, else its position. */
function anchorOf(heading: string, index: number, used: Set<string>): { id: string; text: string } {
  const match = heading.match(ANCHOR)
  const text = match ? heading.slice(0, match.index).trim() : heading
  let id =
    match?.[1] ??
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^\d+-/, '')
  if (!id || used.has(id)) id = `section-${index + 1}`
  used.add(id)
  return { id, text }
}

/** Reads the Markdown subset back into a document the page and the PDF render. */
export function legalFromMarkdown(
  markdown: string,
  defaults: Pick<LegalDocument, 'title' | 'effectiveLabel' | 'effectiveDate'>,
): LegalDocument {
  const doc: LegalDocument = { ...defaults, intro: [], sections: [] }
  const used = new Set<string>()
  let section: LegalSection | undefined
  let paragraph: string[] = []
  let bullets: string[] | undefined

  const blocks = () => section?.blocks
  const flushParagraph = () => {
    if (!paragraph.length) return
    const text = paragraph.join(' ')
    paragraph = []
    if (blocks()) blocks()!.push({ kind: 'paragraph', text })
    else doc.intro!.push(text)
  }
  const flushBullets = () => {
    if (!bullets) return
    const items = bullets
    bullets = undefined
    if (blocks()) blocks()!.push({ kind: 'bullets', items })
    else doc.intro!.push(...items.map((item) => `• ${item}`))
  }

  let titled = false
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    const heading = line.match(HEADING)
    if (heading) {
      flushParagraph()
      flushBullets()
      if (heading[1].length === 1 && !titled && !section) {
        titled = true
        doc.title = heading[2].replace(ANCHOR, '').trim() || doc.title
        continue
      }
      const { id, text } = anchorOf(heading[2], doc.sections.length, used)
      section = { id, heading: text, blocks: [] }
      doc.sections.push(section)
      continue
    }
    const bullet = line.match(BULLET)
    if (bullet) {
      flushParagraph()
      bullets ??= []
      bullets.push(bullet[1].trim())
      continue
    }
    if (!line.trim()) {
      flushParagraph()
      flushBullets()
      continue
    }
    // An indented line right after a bullet continues it.
    if (bullets && /^\s+/.test(raw)) {
      bullets[bullets.length - 1] += ` ${line.trim()}`
      continue
    }
    flushBullets()
    paragraph.push(line.trim())
  }
  flushParagraph()
  flushBullets()
  return doc
}
