import { imprintIn, inLanguage, type SiteSettings } from '../../../contract/site-settings.ts'
import type { Lang, LegalDocument, LegalSection } from '../legal-types.ts'
import { IMPRINT_WORDING, type ImprintWording } from './imprint-wording.ts'

type Imprint = SiteSettings['imprint']

/**
 * Built from the imprint settings so an operator edits company facts in one place; only the
 * e-mail stays a placeholder because the renderer turns it into a mailto link. A section whose
 * facts are not set is left out; without a company there is no imprint yet, and the page says so.
 * The legal references follow the operator's jurisdiction: German law, or none (decision 0077).
 */
export function imprintDocuments(imprint: Imprint): Record<Lang, LegalDocument> {
  const build = (lang: Lang) => (imprint.company ? document(imprintIn(imprint, lang), lang) : unpublished(IMPRINT_WORDING[lang]))
  return { en: build('en'), de: build('de'), ar: build('ar') }
}

function unpublished(w: ImprintWording): LegalDocument {
  return { title: w.title, sections: [{ id: 'provider', heading: w.unpublished.heading, paragraphs: [w.unpublished.text] }] }
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

/** Drops the sections whose facts are missing (a paragraph that is only a label). */
function present(sections: (LegalSection | false)[]): LegalSection[] {
  return sections.filter((section): section is LegalSection => Boolean(section))
}

const place = (i: Imprint) => [i.postalCode, i.city].filter(Boolean).join(' ')
const register = (i: Imprint) => [i.registerCourt, i.registerNumber].filter(Boolean).join(', ')

function document(i: Imprint, lang: Lang): LegalDocument {
  const w = IMPRINT_WORDING[lang]
  const law = w.law[i.jurisdiction]
  const country = inLanguage(i.country, lang)
  const withForm = i.legalForm && !i.company.includes(i.legalForm) ? [`${w.legalForm}: ${i.legalForm}`] : []
  // The Arabic comma keeps the address readable inside a right-to-left sentence.
  const comma = lang === 'ar' ? '، ' : ', '
  const person = [i.representative, i.street, place(i), country].filter(Boolean).join(comma)
  return {
    title: w.title,
    intro: [law.intro],
    sections: present([
      { id: 'provider', heading: w.provider, paragraphs: [i.company, ...withForm, i.street, place(i), country].filter(Boolean) },
      i.representative !== '' && {
        id: 'represented-by',
        heading: w.representedBy,
        paragraphs: [`${w.managingDirector}: ${i.representative}`],
      },
      { id: 'contact', heading: w.contact, paragraphs: [...(i.phone ? [`${w.phone}: ${i.phone}`] : []), `${w.email}: {email}`] },
      register(i) !== '' && { id: 'register', heading: w.register, paragraphs: [fill(law.registerLine, { register: register(i) })] },
      i.vatId !== '' && { id: 'vat', heading: w.vat, paragraphs: [fill(law.vatLine, { vat: i.vatId })] },
      i.representative !== '' &&
        law.responsibleLine !== undefined && {
          id: 'responsible-for-content',
          heading: w.responsible,
          paragraphs: [fill(law.responsibleLine, { person })],
        },
      law.dispute !== undefined && { id: 'dispute-resolution', heading: law.dispute.heading, paragraphs: [law.dispute.text] },
      { id: 'liability', heading: w.liabilityHeading, paragraphs: [law.liability] },
    ]),
  }
}
