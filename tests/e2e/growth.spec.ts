import { readFile } from 'node:fs/promises'
import { expect, request as playwrightRequest, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, gotoIn, message } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'

for (const lang of ['en', 'ar'] as const) {
  const L = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)

  test(`a visitor's page view, image open, coupon copy and tag click show in the creator's growth section (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000) // a visitor and a creator journey on a shared machine
    const creator = await createApprovedCreator(request)
    const api = await creatorApi(creator)
    const image = await upload(api, { description: 'Growth look', discount: 'GROW10' })
    const tagged = await api.post('/api/tags/add', {
      data: { image_id: image.id, x_percent: 30, y_percent: 40, link: 'https://shop.example.com/p/1' },
    })
    expect(tagged.status(), await tagged.text()).toBeLessThan(300)
    const tag = (await tagged.json()) as { id: string }

    // A visitor from Instagram on a phone visits the page, copies the look's coupon code, opens
    // the look, then follows its shopping tag.
    const visitor = await browser.newContext({ userAgent: PHONE, permissions: ['clipboard-read', 'clipboard-write'] })
    const visitorPage = await visitor.newPage()
    const visited = visitorPage.waitForRequest((r) => r.url().includes(`/api/public/page_view/${creator.username}`))
    await visitorPage.goto(`/${creator.username}?utm_source=instagram`)
    await visited
    const copied = visitorPage.waitForRequest((r) => r.url().includes(`/api/public/coupon_copy/${image.id}`))
    await visitorPage
      .getByRole('button', { name: /GROW10/ })
      .first()
      .click()
    await copied
    const opened = visitorPage.waitForRequest((r) => r.url().includes(`/api/public/click/${image.id}`) && r.url().includes('utm=instagram'))
    await visitorPage
      .getByRole('button', { name: /Growth look/ })
      .first()
      .click()
    await opened
    const visitorApi = await playwrightRequest.newContext({ baseURL: BASE_URL, userAgent: PHONE })
    const go = await visitorApi.get(`/go/${tag.id}`, { maxRedirects: 0 })
    expect(go.status()).toBe(302)
    await visitor.close()
    await visitorApi.dispose()

    await signIn(page, creator)
    await acceptCookies(page)
    await gotoIn(page, lang, '/dashboard')
    await expectDirection(page, lang)
    const section = page.getByRole('region', { name: L('growth.title') })
    // Events are written in batches within a quarter of a second; reloading the period shows them.
    const one = new Intl.NumberFormat(lang).format(1)
    await expect(async () => {
      await section.getByRole('combobox').selectOption('7')
      await section.getByRole('combobox').selectOption('30')
      for (const total of ['pageViews', 'lightboxOpens', 'couponCopies', 'clicks'])
        await expect(section.getByTestId(`growth-total-${total}`), total).toHaveText(one, { timeout: 1000 })
    }).toPass()
    // Click-through is tag clicks per page view, and the one public look got the one click; each
    // figure says in a line what it counts.
    await expect(section.getByTestId('growth-total-ctr')).toHaveText(new Intl.NumberFormat(lang, { style: 'percent' }).format(1))
    await expect(section.getByTestId('growth-total-clicksPerLook')).toHaveText(one)
    await expect(section.getByText(L('growth.ctr_hint'))).toBeVisible()
    // The look leads the top looks with its click, open and coupon copy.
    await expect(section.getByText(`${one} / ${one} / ${one}`)).toBeVisible()
    await expect(section.getByText(L('growth.referrer.instagram'))).toBeVisible()
    await expect(section.getByText('shop.example.com')).toBeVisible()

    // The daily numbers' own table (the followers part has one too).
    await section
      .locator('details')
      .filter({ has: page.getByTestId('growth-table') })
      .getByText(L('growth.table_view'))
      .click()
    const table = section.getByRole('table', { name: L('growth.chart_label') })
    await expect(table).toBeVisible()
    const today = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date())
    await expect(table.getByRole('row', { name: today })).toContainText(new Intl.NumberFormat(lang).format(1))

    // The CSV export of the period has today's numbers (lightbox opens, tag clicks, CTR %, shares, campaign
    // clicks, page views, coupon copies, shop orders).
    const downloading = page.waitForEvent('download')
    await section.getByRole('link', { name: L('growth.export') }).click()
    const csv = await readFile(await (await downloading).path(), 'utf8')
    expect(csv.split('\n')).toContain(`${new Date().toISOString().slice(0, 10)},1,1,100,0,0,1,1,0`)

    // The look's card in the image list shows the same 30-day numbers.
    const ctr = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(1)
    await expect(page.getByTestId('look-numbers').first()).toHaveText(
      L('growth.card_numbers', { opens: one, clicks: one, ctr, copies: one }),
    )
    await section.screenshot({ path: `.tmp/growth-${lang}-1440.png` })
    await page.setViewportSize({ width: 390, height: 844 })
    await section.screenshot({ path: `.tmp/growth-${lang}-390.png` })
  })
}
