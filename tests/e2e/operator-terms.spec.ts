import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { formatMoney } from '../../contract/intl.ts'
import { createPaidCreator, E2E_ADMIN } from './accounts.ts'
import { LANGS, openAdmin, sessionFor } from './admin-helpers.ts'
import { acceptCookies, gotoIn, message, reviewScreenshot } from './helpers.ts'

// Changes the instance's prices and terms: puts back what it found, whatever happens.
let originalPrices: unknown
let originalTerms: { effectiveDate: string; content: Record<string, string> } | undefined
test.beforeAll(async () => {
  const { api } = await sessionFor(E2E_ADMIN)
  originalPrices = (await (await api.get('/api/admin/plan-prices')).json()).prices
  const texts = (await (await api.get('/api/admin/legal-texts')).json()).texts as {
    kind: string
    effectiveDate: string
    content: Record<string, string>
  }[]
  const terms = texts.find((text) => text.kind === 'terms')
  originalTerms = terms && { effectiveDate: terms.effectiveDate, content: terms.content }
  await api.dispose()
})
test.afterAll(async () => {
  const { api } = await sessionFor(E2E_ADMIN)
  const restored = await api.put('/api/admin/plan-prices', { data: { ...(originalPrices as object), confirmCurrencyChange: true } })
  expect(restored.status()).toBe(200)
  if (originalTerms) expect((await api.put('/api/admin/legal-texts/terms', { data: originalTerms })).status()).toBe(200)
  await api.dispose()
})

// Two sign-ins, two saves and visits to three pages: slower than one page's budget on a busy machine.
test.setTimeout(120_000)

for (const lang of LANGS) {
  test(`an admin changes a plan price and the terms of use, and a visitor sees both at once (${lang})`, async ({ browser }) => {
    const page = await openAdmin(browser, lang, '/admin?tab=prices')
    const basicMonthly = page.getByLabel(
      message(lang, 'operator.prices.field', {
        plan: message(lang, 'operator.prices.plans.basic'),
        cycle: message(lang, 'operator.prices.cycles.monthly'),
      }),
    )
    // A price that is not a number is refused with the field's message, and nothing is saved.
    await basicMonthly.fill('six')
    await page.getByRole('button', { name: message(lang, 'operator.prices.save') }).click()
    await expect(page.getByText(message(lang, 'operator.prices.amount_invalid'))).toBeVisible()
    // Entered as the admin types it; stored in cents.
    const [typed, cents] = lang === 'ar' ? ['8', 800] : ['7.50', 750]
    await basicMonthly.fill(typed)
    await page.getByRole('button', { name: message(lang, 'operator.prices.save') }).click()
    await expect(page.getByText(message(lang, 'operator.prices.saved'))).toBeVisible()
    await reviewScreenshot(page, `test-results/operator-prices-${lang}.png`)

    await gotoIn(page, lang, '/admin?tab=legal')
    const terms = page.getByTestId('legal-terms')
    const heading = lang === 'ar' ? `قواعد المنصة ${Date.now() % 10000}` : `House rules ${Date.now() % 10000}`
    const languageName = message(lang, `operator.legal.languages.${lang}`)
    const field = terms.getByLabel(message(lang, 'operator.legal.text_in', { language: languageName }))
    const title = lang === 'ar' ? 'شروط الاستخدام' : 'Terms of Use'
    // Placeholders are stored as typed and filled with the prices in force whenever the text is shown.
    await field.fill(`# ${title}\n\n## ${heading} {#house-rules}\n\n- <b>Be kind</b>\n\nBasic: {price.basic.monthly}. {unknown}\n`)
    await terms.getByLabel(message(lang, 'operator.legal.effective_date')).fill('2027-03-01')
    const kind = message(lang, 'operator.legal.kinds.terms')
    await terms.getByRole('button', { name: message(lang, 'operator.legal.save', { title: kind }) }).click()
    await expect(page.getByText(message(lang, 'operator.legal.saved'))).toBeVisible()
    await reviewScreenshot(page, `test-results/operator-legal-${lang}.png`)

    const visitor = await browser.newContext()
    const visit = await visitor.newPage()
    await acceptCookies(visit)
    await gotoIn(visit, lang, '/pricing')
    const price = formatMoney(cents, 'EUR', lang, { dropZeroCents: true })
    await expect(visit.getByRole('main').getByText(price, { exact: true }).first()).toBeVisible()
    await gotoIn(visit, lang, '/terms-of-use')
    await expect(visit.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    // Markup in the text is shown as typed, never interpreted.
    await expect(visit.getByRole('main').getByText('<b>Be kind</b>')).toBeVisible()
    await expect(visit.getByRole('main').locator('b', { hasText: 'Be kind' })).toHaveCount(0)
    await expect(visit.getByRole('main').getByText(`Basic: ${price}. {unknown}`)).toBeVisible()
    await reviewScreenshot(visit, `test-results/operator-terms-${lang}.png`)
    const pdf = await visit.request.get(`/api/legal/terms-of-use/${lang}`)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const pdfText = execFileSync('pdftotext', ['-', '-'], { input: await pdf.body() }).toString()
    // pdftotext gives Arabic lines in visual order: the price's sign comes before its figure there.
    if (lang === 'ar') expect(pdfText).toMatch(/€ 8 :Basic/)
    else expect(pdfText).toContain(`Basic: ${price}.`)
    await visitor.close()
    await page.context().close()
  })
}

for (const lang of LANGS) {
  test(`an admin prices the plans in Swiss francs after confirming what it means for running subscriptions; the pricing page, its description and share text quote them (${lang})`, async ({
    browser,
    request,
  }) => {
    // A subscription running in euros, which cannot move to francs.
    await createPaidCreator(request)
    const page = await openAdmin(browser, lang, '/admin?tab=prices')
    const amount = (plan: 'basic' | 'ai', cycle: 'monthly' | 'yearly') =>
      page.getByLabel(
        message(lang, 'operator.prices.field', {
          plan: message(lang, `operator.prices.plans.${plan}`),
          cycle: message(lang, `operator.prices.cycles.${cycle}`),
        }),
      )
    await page.getByLabel(message(lang, 'operator.prices.currency'), { exact: true }).selectOption('chf')
    await amount('basic', 'monthly').fill('9')
    await amount('basic', 'yearly').fill('90')
    await amount('ai', 'monthly').fill('15')
    await amount('ai', 'yearly').fill('150')
    await page.getByRole('button', { name: message(lang, 'operator.prices.save') }).click()
    // The save asks first, and nothing is saved yet.
    const dialog = page.getByRole('dialog', { name: message(lang, 'operator.prices.currency_change.title') })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('EUR')
    await reviewScreenshot(page, `test-results/operator-currency-${lang}.png`)
    await dialog.getByRole('button', { name: message(lang, 'operator.prices.currency_change.confirm', { to: 'CHF' }) }).click()
    await expect(page.getByText(message(lang, 'operator.prices.saved'))).toBeVisible()

    const visitor = await browser.newContext()
    const visit = await visitor.newPage()
    await acceptCookies(visit)
    await gotoIn(visit, lang, '/pricing')
    const basic = formatMoney(900, 'CHF', lang, { dropZeroCents: true })
    const ai = formatMoney(1500, 'CHF', lang, { dropZeroCents: true })
    await expect(visit.getByRole('main').getByText(basic, { exact: true }).first()).toBeVisible()
    const description = message(lang, 'pricing.meta.description_saving', { basic, ai, percent: 17 })
    await expect(visit.locator('meta[name="description"]')).toHaveAttribute('content', description)
    await expect(visit.locator('meta[property="og:description"]')).toHaveAttribute('content', description)
    await expect(visit.locator('meta[name="twitter:description"]')).toHaveAttribute('content', description)
    await reviewScreenshot(visit, `test-results/pricing-chf-${lang}.png`)
    await visit.setViewportSize({ width: 390, height: 844 })
    await reviewScreenshot(visit, `test-results/pricing-chf-${lang}-390.png`)
    await visitor.close()
    await page.context().close()
    // Back to euros for the next language: the francs hold no subscription back.
    const { api } = await sessionFor(E2E_ADMIN)
    expect((await api.put('/api/admin/plan-prices', { data: originalPrices })).status()).toBe(200)
    await api.dispose()
  })
}
