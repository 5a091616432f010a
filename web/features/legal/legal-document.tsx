import type { ReactNode } from 'react'
import { splitEmailPlaceholders } from './legal-placeholders'
import {
  directionOf,
  formatEffectiveDate,
  type Lang,
  type LegalDocument as LegalDocumentData,
} from './legal-types'

/**
 * The table-of-contents label travels with the legal texts rather than the i18n catalogs:
 * this component renders already-chosen content and must not depend on an i18n library.
 */
const CONTENTS_LABEL: Record<Lang, string> = { en: 'Contents', de: 'Inhalt', ar: 'المحتويات' }

export interface LegalDocumentProps {
  doc: LegalDocumentData
  lang: Lang
  /** Overrides the built-in "Contents" label, e.g. with a catalog string. */
  contentsLabel?: string
}

/** Renders a legal document (server-renderable, no hooks): title, date, contents, sections. */
export function LegalDocument({ doc, lang, contentsLabel }: LegalDocumentProps) {
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
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
          {doc.title}
        </h1>
        {doc.effectiveDate ? (
          <p className="mt-3 text-sm text-neutral-600">
            {doc.effectiveLabel ? `${doc.effectiveLabel}: ` : null}
            <time dateTime={doc.effectiveDate}>{formatEffectiveDate(doc.effectiveDate, lang)}</time>
          </p>
        ) : null}
        {doc.intro?.map((text, index) => (
          <p key={`intro-${index}`} className="mt-4">
            <RichText text={text} lang={lang} />
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
                <a
                  href={`#${section.id}`}
                  className="rounded-sm text-neutral-700 underline-offset-2 hover:text-neutral-950 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
                >
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
          {section.paragraphs?.map((text, index) => (
            <p key={`${section.id}-p${index}`} className="mt-3">
              <RichText text={text} lang={lang} />
            </p>
          ))}
          {section.bullets?.length ? (
            <ul className="mt-3 list-disc space-y-2 ps-6 marker:text-neutral-400">
              {section.bullets.map((text, index) => (
                <li key={`${section.id}-b${index}`} className="ps-1">
                  <RichText text={text} lang={lang} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  )
}

/** Fills placeholders; the support address becomes a mailto link. */
function RichText({ text, lang }: { text: string; lang: Lang }): ReactNode {
  return splitEmailPlaceholders(text, lang).map((part, index) =>
    part.kind === 'email' ? (
      // dir="ltr" isolates the address so it never reorders inside Arabic sentences.
      <a
        key={`email-${index}`}
        href={`mailto:${part.email}`}
        dir="ltr"
        className="font-medium text-neutral-900 underline underline-offset-2 hover:text-neutral-600"
      >
        {part.email}
      </a>
    ) : (
      part.text
    ),
  )
}
