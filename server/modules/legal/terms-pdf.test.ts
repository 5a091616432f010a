import { describe, expect, it } from 'vitest'
import { DEMO_SITE_SETTINGS } from '../../../content/demo-site.ts'
import { legalFromMarkdown } from '../../../content/legal/legal-markdown.ts'
import { operatorFacts } from '../../../content/legal/legal-placeholders.ts'
import { termsOfUse } from '../../../content/legal/texts/terms-of-use.ts'
import { DEFAULT_PLAN_PRICES } from '../../../contract/plan-prices.ts'
import { NEUTRAL_SITE_SETTINGS } from '../../../contract/site-defaults.ts'
import { SiteSettings } from '../../../contract/site-settings.ts'
import { renderTermsPdf } from './terms-pdf.ts'

const settings = operatorFacts(NEUTRAL_SITE_SETTINGS, DEFAULT_PLAN_PRICES)

/** Page objects in the file (pdfkit writes them uncompressed); `/Type /Pages` is the tree root. */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
}

describe('renderTermsPdf', () => {
  it.each(['en', 'de', 'ar'] as const)('renders the %s terms of use as a PDF of several pages', async (lang) => {
    const pdf = await renderTermsPdf(lang, settings, termsOfUse[lang])
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pageCount(pdf)).toBeGreaterThanOrEqual(2)
    expect(pdf.toString('latin1')).toContain(`/Lang (${lang})`)
  })

  it('embeds the Arabic font in the Arabic PDF', async () => {
    const pdf = (await renderTermsPdf('ar', settings, termsOfUse.ar)).toString('latin1')
    // Subset fonts are named like /BaseFont /BZZZZZ+NotoSansArabic-Regular.
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular/)
    expect(pdf).toMatch(/\/FontFile2 \d+ 0 R/)
  })

  it('renders each language once and serves it from memory afterwards', async () => {
    const first = await renderTermsPdf('de', settings, termsOfUse.de)
    expect(await renderTermsPdf('de', settings, termsOfUse.de)).toBe(first)
  })

  it('renders again for new facts, with their name and company', async () => {
    const neutral = await renderTermsPdf('en', settings, termsOfUse.en)
    const demo = operatorFacts(SiteSettings.parse(DEMO_SITE_SETTINGS), DEFAULT_PLAN_PRICES)
    const named = await renderTermsPdf('en', demo, termsOfUse.en)
    expect(named).not.toBe(neutral)
    // The document information is written as plain text: the author is the imprint's company.
    expect(named.toString('latin1')).toContain('Looktag GmbH')
    expect(neutral.toString('latin1')).not.toContain('Looktag GmbH')
  })

  it('renders the text it is given: a new version of the terms is a new PDF', async () => {
    const text = legalFromMarkdown('# Nutzungsbedingungen\n\n## Geltung {#scope}\n\nVersion zwei gilt ab heute.', {
      title: 'Nutzungsbedingungen',
      effectiveDate: '2026-12-01',
    })
    const pdf = await renderTermsPdf('de', settings, text)
    expect(pdf).not.toBe(await renderTermsPdf('de', settings, termsOfUse.de))
    expect(pageCount(pdf)).toBe(1)
    // The outline entry (a PDF string) carries the section heading.
    expect(pdf.toString('latin1')).toContain('Geltung')
  })
})
