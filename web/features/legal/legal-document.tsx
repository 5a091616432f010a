import type { ReactNode } from 'react'
import { type OperatorFacts, splitEmailPlaceholders } from '../../../content/legal/legal-placeholders.ts'
import {
  directionOf,
  formatEffectiveDate,
  type Lang,
  type LegalDocument as LegalDocumentData,
  sectionBlocks,
} from '../../../content/legal/legal-types.ts'

/**
 * The table-of-contents label travels with the legal texts rather than the i18n catalogs:
 * this component renders already-chosen content and must not depend on an i18n library.
 */
const CONTENTS_LABEL: Record<Lang, string> = { en: 'Contents', de: 'Inhalt', ar: 'المحتويات' }

export interface LegalDocumentProps {
  doc: LegalDocumentData
  lang: Lang
  /** The operator's facts the placeholders stand for (from the platform settings). */
  facts: OperatorFacts
  /** Overrides the built-in "Contents" label, e.g. with a catalog string. */
  contentsLabel?: string
}

/** Renders a legal document (server-renderable, no hooks): title, date, contents, sections. */
export function LegalDocument({ doc, lang, facts, contentsLabel }: LegalDocumentProps) {
  const dir = directionOf(lang)
  const tocId = 'legal-contents'
  return (
    <article
      lang={lang}
      dir={dir}
      className={`mx-auto w-full max-w-3xl px-4 py-10 text-start text-base text-neutral-800 sm:px-6 ${
        dir === 'rtl' ? 'leading-loose' : 'leading-relaxed'
      }`}
    >
      <header className="mb-8 border-b border-neutral-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">{doc.title}</h1>
        {doc.effectiveDate ? (
          <p className="mt-3 text-sm text-neutral-600">
            {doc.effectiveLabel ? `${doc.effectiveLabel}: ` : null}
            <time dateTime={doc.effectiveDate}>{formatEffectiveDate(doc.effectiveDate, lang)}</time>
          </p>
        ) : null}
        {doc.intro?.map((text) => (
          <p key={text} className="mt-4">
            <RichText text={text} lang={lang} facts={facts} />
          </p>
        ))}
      </header>

      {doc.sections.length > 1 ? (
        <nav aria-labelledby={tocId} className="mb-10 rounded-lg border border-neutral-200 bg-neutral-50 p-5">
          <h2 id={tocId} className="text-base font-semibold text-neutral-900">
            {contentsLabel ?? CONTENTS_LABEL[lang]}
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}

      {doc.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-10 first-of-type:mt-0">
          <h2 id={section.id} className="scroll-mt-24 text-xl font-semibold text-neutral-900">
            {section.heading}
          </h2>
          {sectionBlocks(section).map((block, index) =>
            block.kind === 'paragraph' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed for a rendered text; the same sentence may repeat
              <p key={index} className="mt-3">
                <RichText text={block.text} lang={lang} facts={facts} />
              </p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <ul key={index} className="mt-3 list-disc space-y-2 ps-6 marker:text-neutral-400">
                {block.items.map((text, item) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <li key={item} className="ps-1">
                    <RichText text={text} lang={lang} facts={facts} />
                  </li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </article>
  )
}

/** Fills placeholders; the support address becomes a mailto link. */
function RichText({ text, lang, facts }: { text: string; lang: Lang; facts: OperatorFacts }): ReactNode {
  const rtl = directionOf(lang) === 'rtl'
  const nodes: ReactNode[] = []
  for (const part of splitEmailPlaceholders(text, facts, lang)) {
    const key = `part-${nodes.length}`
    if (part.kind === 'email') {
      nodes.push(
        // dir="ltr" isolates the address so it never reorders inside Arabic sentences.
        <a
          key={key}
          href={`mailto:${part.email}`}
          dir="ltr"
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {part.email}
        </a>,
      )
    } else if (rtl) {
      nodes.push(...isolateLatinRuns(part.text, key))
    } else {
      nodes.push(part.text)
    }
  }
  return nodes
}

/**
 * Latin words and numbers inside Arabic text: a run such as "+49 30 1234567" or
 * "10115 Berlin" has no Arabic letter to anchor it, so the browser's bidi algorithm lays its
 * numbers out right to left ("1234567 30 49+"). Wrapping each run in <bdi> keeps it intact.
 */
const LATIN_RUN = /[\p{Script=Latin}\d+][\p{Script=Latin}\d+@.,:/'’\- ]*[\p{Script=Latin}\d]|[\p{Script=Latin}\d]/gu

function isolateLatinRuns(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(LATIN_RUN)) {
    if (match.index > last) nodes.push(text.slice(last, match.index))
    nodes.push(<bdi key={`${keyPrefix}-${match.index}`}>{match[0]}</bdi>)
    last = match.index + match[0].length
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}
