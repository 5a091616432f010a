import { devices, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'
import { creatorApi } from './public-fixtures.ts'

const SHOP = 'https://shop.example'

/**
 * Daily campaigns in English and Arabic: an AI-plan creator creates today's campaign and the form
 * locks; a visitor sees the popup once (axe clean while it is open), closes it with Escape, does
 * not get it again after a reload, and a click on its button shows up as a campaign click.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a creator posts a daily campaign and a visitor sees it once (${lang})`, async ({ page, browser }) => {
    test.setTimeout(90_000) // one long journey on a shared machine
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    const creator = await createApprovedCreator(page.request, { plan: 'ai_creator' })
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/campaign')
    await expectDirection(page, lang)
    await expect(page.getByRole('heading', { name: m('campaigns.page_title'), level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: m('campaigns.back') })).toHaveAttribute('href', '/dashboard')
    await expect(page.getByText(/00:00 UTC|00:00/).first()).toBeVisible()

    // The link is required once the button has text, before anything is sent.
    const title = `Weekend sale ${creator.username.slice(-4)} 🌸`
    await page.getByLabel(m('campaigns.title'), { exact: true }).fill(title)
    await page.getByLabel(m('campaigns.description'), { exact: true }).fill('20% off all summer dresses ☀️')
    await page.getByLabel(m('campaigns.cta_text'), { exact: true }).fill('Shop now')
    await page.getByRole('button', { name: m('campaigns.submit') }).click()
    await expect(page.getByText(m('errors.campaigns.cta_link_required'))).toBeVisible()
    await page.getByLabel(m('campaigns.cta_link'), { exact: true }).fill(`${SHOP}/sale`)
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 240, g: 160, b: 190 } } })
      .jpeg()
      .toBuffer()
    await page.getByLabel(m('campaigns.image'), { exact: true }).setInputFiles({ name: 'sale.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByRole('button', { name: m('campaigns.submit') }).click()
    await expect(page.getByText(m('campaigns.created'))).toBeVisible()
    // Reset and locked, also after a reload (the server says today's exists).
    await expect(page.getByLabel(m('campaigns.title'), { exact: true })).toHaveValue('')
    await expect(page.getByRole('button', { name: m('campaigns.already_submitted') })).toBeDisabled()
    await page.reload()
    await expect(page.getByRole('button', { name: m('campaigns.already_submitted') })).toBeDisabled()
    await expect(page.getByLabel(m('campaigns.title'), { exact: true })).toBeDisabled()
    await expectNoAxeViolations(page)

    // A visitor's own browser (no session, an ordinary browser's user agent).
    const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL: BASE_URL })
    await context.addCookies([
      { name: 'cookie_consent', value: '1', url: BASE_URL },
      { name: 'lang', value: lang, url: BASE_URL },
    ])
    await context.route(`${SHOP}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }))
    const visitor = await context.newPage()
    const opener = await visitor.goto(`/${creator.username}`)
    expect(opener?.status()).toBe(200)
    await expectDirection(visitor, lang)
    const dialog = visitor.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: m('public.campaign_popup.close') })).toBeVisible()
    await expect(dialog.getByRole('img')).toHaveCount(0) // decorative: the title says it all
    await expectNoAxeViolations(visitor)
    await visitor.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await visitor.reload()
    await visitor.waitForLoadState('networkidle') // hydrated: the popup would have opened by now
    await expect(visitor.getByRole('dialog')).toHaveCount(0)

    // The button goes through the counting redirect; the creator's campaign clicks go up.
    await visitor.evaluate(() => localStorage.clear())
    await visitor.reload()
    const cta = visitor.getByRole('dialog', { name: title }).getByRole('link', { name: 'Shop now' })
    await expect(cta).toHaveAttribute('href', /^\/go\/c\/[0-9a-f-]{36}$/)
    const tab = visitor.waitForEvent('popup')
    await cta.click()
    await expect(await tab).toHaveURL(`${SHOP}/sale`)
    const api = await creatorApi(creator)
    await expect
      .poll(async () => ((await (await api.get('/api/stats')).json()) as { campaign_clicks: number }).campaign_clicks, { timeout: 10_000 })
      .toBe(1)
    await context.close()
    await api.dispose()
  })
}
