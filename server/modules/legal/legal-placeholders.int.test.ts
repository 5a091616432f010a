import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPlaceholders } from '../../../content/legal/legal-placeholders.ts'
import { type LegalDocument, sectionBlocks } from '../../../content/legal/legal-types.ts'
import { formatMoney } from '../../../contract/intl.ts'
import { DEFAULT_PLAN_PRICES } from '../../../contract/plan-prices.ts'
import { createAdmin } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { siteSettingsInput } from '../site/site-test-helpers.ts'

/** Every sentence of a document as a reader sees it: placeholders filled. */
function readAs(doc: LegalDocument, fill: (text: string) => string): string {
  const blocks = doc.sections.flatMap((section) => sectionBlocks(section))
  const texts = [...(doc.intro ?? []), ...blocks.flatMap((block) => (block.kind === 'paragraph' ? [block.text] : block.items))]
  return texts.map(fill).join('\n')
}

/** The PDF's text as a reader would copy it (poppler's pdftotext). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString()

/** The legal texts quote the platform's name and plan prices from the settings in force. */
describe('placeholders in the legal texts', () => {
  let t: TestApp
  let headers: { cookie: string }

  beforeAll(async () => {
    t = await createTestApp()
    headers = { cookie: (await loginHeaders(t, await createAdmin(t.db))).cookie }
  })
  afterAll(() => t?.close())

  const terms = async (lang: 'en' | 'de' | 'ar') => {
    const facts = await t.app.services.legalTexts.facts()
    return readAs(await t.app.services.legalTexts.document('terms', lang), (text) => fillPlaceholders(text, facts, lang))
  }
  const pdf = async (lang: 'en' | 'de' | 'ar') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/legal/terms-of-use/${lang}` })
    expect(res.statusCode).toBe(200)
    return pdfText(res.rawPayload)
  }

  it('shows a changed price and platform name in the shipped terms, on the page and in the PDF', async () => {
    expect(await terms('en')).toContain('Basic: €6 per month or €60 per year.')
    expect(await pdf('en')).toContain('€6 per month')

    const priced = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/plan-prices',
      payload: { ...DEFAULT_PLAN_PRICES, currency: 'usd', basic: { monthly: 750, yearly: 7000 } },
      headers,
    })
    expect(priced.statusCode, priced.body).toBe(200)
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      payload: siteSettingsInput({ name: 'Atelier Nord' }),
      headers,
    })
    expect(named.statusCode, named.body).toBe(200)

    const en = await terms('en')
    expect(en).toContain('Basic: $7.50 per month or $70 per year.')
    expect(en).toContain('All prices are in US Dollar (USD).')
    expect(en).toContain('Atelier Nord is operated by')
    expect(en).not.toMatch(/Looktag|\{[a-z.]+\}/i)
    const de = await terms('de')
    expect(de).toContain(`Basic: ${formatMoney(750, 'usd', 'de')} pro Monat`)
    const ar = await terms('ar')
    expect(ar).toContain(`الخطة الأساسية: ${formatMoney(750, 'usd', 'ar')} شهريًا`)

    const text = await pdf('en')
    expect(text).toContain('$7.50 per month')
    expect(text).toContain('Atelier Nord')
    expect(text).not.toContain('€6')
  })

  it('fills the placeholders in a version the admin saved, and leaves unknown ones as typed', async () => {
    const content = {
      en: '# Terms\n\n## Prices {#prices}\n\n{site} charges {price.ai.yearly} a year; {price.gold.monthly} and {nothing} stay.\n',
      de: '# Bedingungen\n\n## Preise {#prices}\n\n{site} verlangt {price.ai.yearly} im Jahr.\n',
      ar: '# الشروط\n\n## الأسعار {#prices}\n\nتتقاضى {site} مبلغ {price.ai.yearly} سنويًا.\n',
    }
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/legal-texts/terms',
      payload: { effectiveDate: '2027-01-01', content },
      headers,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    // Stored as typed: a later price change reaches the saved version too.
    expect(saved.json().texts.find((text: { kind: string }) => text.kind === 'terms').content.en).toBe(content.en.trim())

    const facts = await t.app.services.legalTexts.facts()
    expect(await terms('en')).toBe(
      `Atelier Nord charges ${facts.prices.en['price.ai.yearly']} a year; {price.gold.monthly} and {nothing} stay.`,
    )
    expect(await terms('ar')).toBe(`تتقاضى Atelier Nord مبلغ ${formatMoney(10000, 'usd', 'ar', { dropZeroCents: true })} سنويًا.`)
    expect(await pdf('en')).toContain('{price.gold.monthly}')
  })
})
