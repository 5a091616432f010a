import { expect, type Page, test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { acceptCookies, gotoIn } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

/**
 * Public pages paint in metric-matched local faces and add the web faces they show after the first
 * paint (docs/decisions/0042, 0045); Arabic pages and the signed-in areas keep their face before it.
 */
const FONT_FILES = /\/assets\/(fonts-[\w-]+\.css|[\w-]+\.woff2)$/

const fontRequests = (page: Page) =>
  page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(fonts-[\w-]+\.css|[\w-]+\.woff2)$/.test(entry.name))
      .map((entry) => entry.startTime)
    return { firstPaint, starts }
  })

test('an English public page asks for its web faces only after the first paint, and then uses them', async ({ page }) => {
  await acceptCookies(page)
  await gotoIn(page, 'en', '/about')
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0)
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded'),
      ),
    )
    .toBe(true)
  const { firstPaint, starts } = await fontRequests(page)
  expect(firstPaint).toBeGreaterThan(0)
  expect(starts.length).toBeGreaterThan(0)
  for (const start of starts) expect(start).toBeGreaterThan(firstPaint)
  // Only the faces it shows, added when loaded (no stylesheet of every face, decision 0045).
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(0)
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('playfair')).length),
  ).toBe(0)
})

test('a page reached by a client navigation gets the display serif the first page did not load', async ({ page, request }) => {
  const creator = await createApprovedCreator(request)
  await upload(await creatorApi(creator), { description: 'Serif cover' })
  await acceptCookies(page)
  // The directory's cards are client-side links (the trends cards are plain ones).
  await gotoIn(page, 'en', `/allinfluencers?search=${creator.username}`)
  const serifFace = () =>
    page.evaluate(() =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Playfair Display Variable' && face.status === 'loaded'),
    )
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter Variable')))
    .toBe(true)
  expect(await serifFace()).toBe(false)
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page
    .getByRole('link')
    .filter({ hasText: `@${creator.username}` })
    .click()
  await expect(page.locator('[data-layout="fashion"]')).toBeVisible()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  await expect.poll(serifFace).toBe(true)
})

test('an English public page switched to Arabic in place gets the Arabic face', async ({ page }) => {
  await acceptCookies(page)
  await gotoIn(page, 'en', '/about')
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page.getByRole('link', { name: 'العربية' }).first().click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(1)
  await expect
    .poll(() =>
      page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Noto Sans Arabic') && face.status === 'loaded')),
    )
    .toBe(true)
})

test('the text keeps its place when the web face replaces the local one', async ({ page }) => {
  await acceptCookies(page)
  const boxes = async () => {
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    const main = await page.locator('main').boundingBox()
    return { heading, mainHeight: main?.height ?? 0 }
  }
  // Without the web faces: the metric-matched local faces only.
  await page.route(FONT_FILES, (route) => route.abort())
  await gotoIn(page, 'en', '/about')
  const local = await boxes()
  await page.unroute(FONT_FILES)
  await gotoIn(page, 'en', '/about')
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Inter Variable' && face.status === 'loaded'),
      ),
    )
    .toBe(true)
  const web = await boxes()
  expect(local.heading?.height).toBe(web.heading?.height)
  expect(Math.abs((local.heading?.width ?? 0) - (web.heading?.width ?? 0))).toBeLessThanOrEqual(0.03 * (web.heading?.width ?? 0))
  expect(Math.abs(local.mainHeight - web.mainHeight)).toBeLessThanOrEqual(0.01 * web.mainHeight)
})

test('an Arabic public page and the sign-in page keep their face before the first paint', async ({ page }) => {
  await gotoIn(page, 'ar', '/about')
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute('href', /noto-sans-arabic-arabic/)
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(1)
  await gotoIn(page, 'en', '/login')
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute('href', /inter-latin/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a public page gets its web faces from the stylesheet in <noscript>', async ({ page }) => {
    const font = page.waitForRequest(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)
    await gotoIn(page, 'en', '/about')
    await font
  })
})
