import { expect, test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { acceptCookies, gotoIn } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

/**
 * Public pages paint before their JavaScript loads (docs/decisions/0036): the main photo is asked
 * for from <head>, and the framework only once the page has loaded and been painted.
 */
test('a creator page fetches its main photo from the head and its scripts only after the load event', async ({ page, request }) => {
  const creator = await createApprovedCreator(request)
  const api = await creatorApi(creator)
  // Under the business header the first photo is in view on every screen, so it is the one preloaded.
  expect((await api.post('/api/users/updateLayoutStyle', { data: { layoutStyle: 'business' } })).status()).toBe(200)
  await upload(api, { description: 'Linen look' })
  await upload(api, { description: 'Denim look' })
  await acceptCookies(page)
  const photoTypes = new Map<string, string | undefined>()
  page.on('response', (response) => {
    if (response.url().includes('/uploads/')) photoTypes.set(new URL(response.url()).pathname, response.headers()['content-type'])
  })
  await gotoIn(page, 'en', `/${creator.username}`)

  // The preload names the same WebP files and sizes as the first photo, so the browser takes one file for both.
  const preload = page.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveCount(1)
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  const photo = page.locator('main img[fetchpriority="high"]')
  expect(await photo.getAttribute('srcset')).toMatch(/\.webp \d+w/)
  expect(await preload.getAttribute('imagesrcset')).toBe(await photo.getAttribute('srcset'))
  expect(await preload.getAttribute('imagesizes')).toBe(await photo.getAttribute('sizes'))
  // The page names WebP files; the browser takes AVIF, so it gets the AVIF rendition at that address (decision 0048).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const chosen = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname
  expect(chosen).toMatch(/\.webp$/)
  expect(photoTypes.get(chosen)).toBe('image/avif')

  // No module script or module preload in the HTML itself; the framework was requested after `load`.
  const html = await (await page.request.get(`/${creator.username}`, { headers: { cookie: 'cookie_consent=1' } })).text()
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).not.toContain('type="module"')
  const order = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const framework = performance.getEntriesByType('resource').find((entry) => /\/assets\/framework-/.test(entry.name))
    return { load: navigation.loadEventStart, framework: framework?.startTime }
  })
  expect(order.framework).toBeGreaterThanOrEqual(order.load)
  // …and the page is hydrated all the same.
  await expect(page.locator('main [data-hydrated]')).toHaveCount(1)
})

test('a creator page asks for its lazy photos only after the first paint, and shows them all when scrolled to', async ({
  page,
  request,
}) => {
  const creator = await createApprovedCreator(request)
  const api = await creatorApi(creator)
  expect((await api.post('/api/users/updateLayoutStyle', { data: { layoutStyle: 'business' } })).status()).toBe(200)
  for (const description of ['Linen look', 'Denim look', 'Wool look', 'Silk look']) await upload(api, { description })
  await acceptCookies(page)
  // One column, as on a phone: the photos under the first are below the fold but within the browser's lazy-loading distance.
  await page.setViewportSize({ width: 412, height: 823 })
  await gotoIn(page, 'en', `/${creator.username}`)

  const timing = await page.evaluate(() => {
    const photos = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      entry.name.includes('/uploads/'),
    )
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      eager: photos.filter((entry) => entry.initiatorType === 'link').length,
      lazy: photos.filter((entry) => entry.initiatorType !== 'link').map((entry) => entry.startTime),
    }
  })
  // The main photo is asked for from <head> (a preload); every other photo only once the page has been painted.
  expect(timing.eager).toBe(1)
  expect(timing.lazy.length).toBeGreaterThan(0)
  for (const start of timing.lazy) expect(start).toBeGreaterThan(timing.firstPaint)
  await expect(page.locator('[data-held-src], [data-held-srcset]')).toHaveCount(0)

  const photos = page.locator('main img[data-photo]')
  await expect(photos).toHaveCount(4)
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
})
