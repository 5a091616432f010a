import { expect, type Page, test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { acceptCookies, gotoIn } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

/**
 * Public pages paint in metric-matched local faces. A first visit keeps them and fetches its web
 * faces for the next page after the first paint; the next pages take the faces from the browser's
 * cache before their first layout (docs/decisions/0042, 0046, 0049), in every language. The sign-in
 * page and the signed-in areas keep their face before the first paint.
 */
const fontRequests = (page: Page) =>
  page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      /\/assets\/(fonts-[\w-]+\.css|[\w-]+\.woff2)$/.test(entry.name),
    )
    return { firstPaint, fonts: fonts.map((entry) => ({ name: entry.name, start: entry.startTime, bytes: entry.transferSize })) }
  })

/** The faces the browser draws an element's text with (`Inter`, `Liberation Sans`, …). */
async function drawnFaces(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return fonts.map((font) => font.familyName)
  } finally {
    await cdp.detach()
  }
}

/** A first visit to `/about`: once it is painted, it fetches its web face for the next page. */
async function firstVisit(page: Page) {
  await acceptCookies(page)
  await gotoIn(page, 'en', '/about')
  await expect.poll(async () => (await fontRequests(page)).fonts.filter((font) => font.bytes > 0).length).toBe(1)
}

test('a first visit paints in the local faces and, after the first paint, fetches its web face for the next page', async ({ page }) => {
  await firstVisit(page)
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0)
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(0)
  const { firstPaint, fonts } = await fontRequests(page)
  expect(firstPaint).toBeGreaterThan(0)
  // Only the face it shows (no display serif, no extended Latin), and only after the first paint.
  expect(fonts.map((font) => font.name)).toEqual([expect.stringMatching(/\/inter-latin-wght-normal-[\w-]+\.woff2$/)])
  expect(fonts[0].start).toBeGreaterThan(firstPaint)
  // This page stays in the local face: it is not laid out again while it starts.
  expect(await page.evaluate(() => [...document.fonts].map((face) => face.family.replace(/"/g, '')))).not.toContain('Inter Variable')
  expect(await drawnFaces(page, 'h1')).not.toContain('Inter')
})

test("the next page takes its web face from the browser's cache for its first paint", async ({ page }) => {
  await firstVisit(page)
  await gotoIn(page, 'en', '/about')
  expect(await drawnFaces(page, 'h1')).toEqual(['Inter'])
  const { firstPaint, fonts } = await fontRequests(page)
  // Asked for before the first paint, and answered from the cache.
  expect(fonts.some((font) => font.start < firstPaint)).toBe(true)
  for (const font of fonts) {
    expect(font.name).toMatch(/\/inter-latin-wght-normal-[\w-]+\.woff2$/)
    expect(font.bytes).toBe(0)
  }
})

test("a returning visitor's client navigation to a fashion cover gets the display serif", async ({ page, request }) => {
  const creator = await createApprovedCreator(request)
  await upload(await creatorApi(creator), { description: 'Serif cover' })
  await firstVisit(page)
  // The directory's cards are client-side links (the trends cards are plain ones).
  await gotoIn(page, 'en', `/allinfluencers?search=${creator.username}`)
  const serifFace = () =>
    page.evaluate(() =>
      [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Playfair Display Variable' && face.status === 'loaded'),
    )
  expect(await serifFace()).toBe(false)
  await page.evaluate(() => Object.assign(window, { samePage: true }))
  await page
    .getByRole('link')
    .filter({ hasText: `@${creator.username}` })
    .click()
  await expect(page.locator('[data-layout="fashion"]')).toBeVisible()
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  await expect.poll(serifFace).toBe(true)
  await expect.poll(() => drawnFaces(page, '[data-layout="fashion"] h1')).toEqual(['Playfair Display'])
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

test('the text keeps its place in the web face and in the local one', async ({ page }) => {
  const boxes = async () => {
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    const main = await page.locator('main').boundingBox()
    return { heading, mainHeight: main?.height ?? 0 }
  }
  // A first visit: the metric-matched local faces only.
  await firstVisit(page)
  expect(await drawnFaces(page, 'h1')).not.toContain('Inter')
  const local = await boxes()
  await gotoIn(page, 'en', '/about')
  expect(await drawnFaces(page, 'h1')).toEqual(['Inter'])
  const web = await boxes()
  expect(local.heading?.height).toBe(web.heading?.height)
  expect(Math.abs((local.heading?.width ?? 0) - (web.heading?.width ?? 0))).toBeLessThanOrEqual(0.03 * (web.heading?.width ?? 0))
  expect(Math.abs(local.mainHeight - web.mainHeight)).toBeLessThanOrEqual(0.01 * web.mainHeight)
})

/** The layout shifts of the page so far (CLS without the session windows: their sum). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 500) // no shift at all: the observer never reports
      }),
  )

test('an Arabic first visit paints in the local Arabic face and fetches Noto Sans Arabic for the next page, which draws with it from the start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await acceptCookies(page)
  await gotoIn(page, 'ar', '/about')
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0)
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(0)
  await expect.poll(async () => (await fontRequests(page)).fonts.filter((font) => font.bytes > 0).length).toBe(2)
  const first = await fontRequests(page)
  // The body text's Arabic and Latin faces, both after the first paint; this page keeps the local one.
  expect(first.fonts.map((font) => font.name).sort()).toEqual([
    expect.stringMatching(/\/noto-sans-arabic-arabic-wght-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/\/noto-sans-arabic-latin-wght-normal-[\w-]+\.woff2$/),
  ])
  for (const font of first.fonts) expect(font.start).toBeGreaterThan(first.firstPaint)
  expect(await drawnFaces(page, 'h1')).not.toContain('Noto Sans Arabic')

  await gotoIn(page, 'ar', '/about')
  expect(await drawnFaces(page, 'h1')).toEqual(['Noto Sans Arabic'])
  const next = await fontRequests(page)
  expect(next.fonts.some((font) => font.start < next.firstPaint)).toBe(true)
  for (const font of next.fonts) expect(font.bytes).toBe(0)
  // The faces were there for the first layout: nothing moved when they arrived.
  expect(await layoutShift(page)).toBeLessThan(0.001)
})

test('the sign-in page keeps its face before the first paint, in English and in Arabic', async ({ page }) => {
  await gotoIn(page, 'en', '/login')
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute('href', /inter-latin/)
  await expect(page.locator('head link[rel="stylesheet"][href*="/assets/fonts-"]')).toHaveCount(1)
  await gotoIn(page, 'ar', '/login')
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute('href', /noto-sans-arabic-arabic/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a public page gets its web faces from the stylesheet in <noscript>', async ({ page }) => {
    const font = page.waitForRequest(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)
    await gotoIn(page, 'en', '/about')
    await font
  })
})
