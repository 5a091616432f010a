import { describe, expect, it } from 'vitest'
import type { LegalDocument } from '../../../content/legal/legal-types.ts'
import { imprintDocuments } from '../../../content/legal/texts/imprint.ts'
import { type ImprintJurisdiction, SiteSettings } from '../../../contract/site-settings.ts'

const imprint = (jurisdiction?: ImprintJurisdiction) =>
  SiteSettings.parse({
    identity: { name: 'Atelier', brandColor: '#112233' },
    imprint: {
      ...(jurisdiction ? { jurisdiction } : {}),
      company: 'Atelier Nord AB',
      representative: 'Ada Berg',
      street: 'Storgatan 1',
      postalCode: '111 22',
      city: 'Stockholm',
      country: { en: 'Sweden', de: 'Schweden', ar: 'السويد' },
      registerCourt: 'Bolagsverket',
      registerNumber: '556677-8899',
      vatId: 'SE556677889901',
    },
    marketing: {},
  }).imprint

const text = (doc: LegalDocument) => JSON.stringify(doc)
// German statutes and the German state, in each language's words.
const GERMAN_LAW = /DDG|UStG|MStV|§|German|deutsch|Verbraucherschlichtung|ألمان/i

describe('the imprint follows the operator’s jurisdiction', () => {
  it('keeps the German legal references for a German operator (the shipped default) in every language', () => {
    const docs = imprintDocuments(imprint())
    expect(docs).toEqual(imprintDocuments(imprint('de')))
    expect(docs.en.intro).toEqual(['Information pursuant to § 5 of the German Digital Services Act (DDG).'])
    expect(docs.de.intro).toEqual(['Angaben gemäß § 5 DDG'])
    expect(text(docs.ar)).toContain('(MStV)')
    expect(text(docs.de)).toContain('Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: SE556677889901')
    for (const doc of Object.values(docs)) expect(doc.sections.map((s) => s.id)).toContain('dispute-resolution')
  })

  it('shows an operator elsewhere the same facts with no German legal reference, in en, de and ar', () => {
    const docs = imprintDocuments(imprint('neutral'))
    for (const [lang, doc] of Object.entries(docs)) {
      expect(text(doc), lang).not.toMatch(GERMAN_LAW)
      expect(text(doc), lang).toContain('556677-8899')
      expect(text(doc), lang).toContain('SE556677889901')
      expect(doc.sections.map((s) => s.id)).toEqual(['provider', 'represented-by', 'contact', 'register', 'vat', 'liability'])
    }
    expect(docs.en.intro).toEqual(['Information about the provider of this service.'])
    expect(docs.de.sections[0]!.paragraphs).toEqual(['Atelier Nord AB', 'Storgatan 1', '111 22 Stockholm', 'Schweden'])
    expect(docs.ar.sections[0]!.paragraphs).toContain('السويد')
  })

  it('says the imprint is not published yet while no company is set, whatever the jurisdiction', () => {
    const docs = imprintDocuments({ ...imprint('neutral'), company: '' })
    expect(docs.en.sections).toHaveLength(1)
    expect(text(docs.en)).toContain('has not published its provider information yet')
    expect(text(docs.de)).not.toMatch(GERMAN_LAW)
  })
})
