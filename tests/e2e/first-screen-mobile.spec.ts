import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, giveTraderDetails } from './accounts.ts'
import { BASE_URL, message } from './helpers.ts'
import { creatorApi } from './public-fixtures.ts'

/** Instagram's in-app browser on Android, as its user agent names it. */
const INSTAGRAM =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.0.0 Mobile Safari/537.36 Instagram 320.0.0.0.0 Android'

/**
 * A 390 px phone in Instagram's browser opening a storefront for the first time: the in-app banner,
 * the header and the cookie notice together leave the page at least two thirds of the first
 * screen, and the banner, which comes seconds after the paint, moves nothing.
 */
test('at 390 px the in-app banner, header and cookie notice leave two thirds of the first screen', async ({ browser, request }) => {
  const creator = await createApprovedCreator(request, { plan: 'ai_creator' })
  const api = await creatorApi(creator)
  await giveTraderDetails(api)
  expect((await api.post('/api/shop/update-shop-enabled', { data: { enabled: true } })).status()).toBe(200)
  const buffer = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#be185d' } })
    .jpeg()
    .toBuffer()
  const added = await api.post('/api/shop/add-product', {
    multipart: { name: 'Scarf', price: '1500', description: 'Silk', stock: '3', images: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
  })
  expect(added.status(), await added.text()).toBeLessThan(300)

  for (const lang of ['en', 'ar'] as const) {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 390, height: 844 },
      userAgent: INSTAGRAM,
      isMobile: true,
      hasTouch: true,
    })
    await context.addCookies([{ name: 'lang', value: lang, url: BASE_URL }])
    const page = await context.newPage()
    await page.goto(`/${creator.username}/shop`)
    const heading = page.getByRole('heading', { level: 1 })
    const before = (await heading.boundingBox())?.y
    const banner = page.getByRole('complementary', { name: message(lang, 'inapp.label') })
    await expect(banner).toBeVisible()
    await expect(page.getByRole('region', { name: message(lang, 'cookies.banner_label') })).toBeVisible()
    // Laid over the page from its first frame: the page below did not move.
    expect((await heading.boundingBox())?.y).toBe(before)

    const bars = await page.evaluate(() => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
      const topBar = document.querySelector('header')?.previousElementSibling?.querySelector('p')
      return {
        screen: window.innerHeight,
        top: Math.max(box('header')?.bottom ?? 0, box('[data-in-app-hint]')?.bottom ?? 0),
        bottom: window.innerHeight - (box('[data-cookie-notice]')?.top ?? window.innerHeight),
        sideways: document.documentElement.scrollWidth - window.innerWidth,
        topBarOverflow: topBar ? topBar.scrollWidth - topBar.clientWidth : 0,
      }
    })
    expect(bars.screen - bars.top - bars.bottom, JSON.stringify(bars)).toBeGreaterThanOrEqual((bars.screen * 2) / 3)
    // The top bar's line fits beside the languages; nothing scrolls sideways.
    expect(bars.topBarOverflow).toBeLessThanOrEqual(0)
    expect(bars.sideways).toBeLessThanOrEqual(0)
    await context.close()
  }
})
