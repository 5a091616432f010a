import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { acceptCookies, gotoIn } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

/**
 * A slow horizontal swipe by a real touch screen: small steps 200 ms apart and a pause before the
 * finger lifts, so the browser reports no flick velocity. The times are event timestamps handed to
 * Chromium, not waits.
 */
async function slowSwipe(page: Page, dx: number) {
  const box = await page.locator('[data-premium-viewport]').boundingBox()
  if (!box) throw new Error('no carousel viewport')
  const y = box.y + box.height / 2
  const x = box.x + box.width / 2 - dx / 2
  const cdp = await page.context().newCDPSession(page)
  const t0 = Date.now() / 1000
  const steps = 6
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }], timestamp: t0 })
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y }],
      timestamp: t0 + 0.2 * i,
    })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + 0.2 * steps + 0.4 })
  await cdp.detach()
}

async function openCarousel(page: Page, request: APIRequestContext, lang: 'en' | 'ar') {
  const creator = await createApprovedCreator(request)
  const api = await creatorApi(creator)
  for (let i = 0; i < 4; i++) await upload(api, { description: `Premium look ${i}`, premium: true })
  await acceptCookies(page)
  // No autoplay: only the swipe may change the slide.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoIn(page, lang, `/${creator.username}`)
  const slides = page.locator('[aria-roledescription="slide"]')
  await expect(slides).toHaveCount(2)
  // Embla is running once the slide out of view is inert.
  await expect(slides.nth(1)).toHaveAttribute('inert', '')
  return slides
}

test('a slow 60 px swipe moves Premium Picks to the next slide; a 30 px one does not', async ({ page, request }) => {
  const slides = await openCarousel(page, request, 'en')
  await slowSwipe(page, -30)
  await expect(slides.nth(0)).toHaveAttribute('aria-current', 'true')
  await slowSwipe(page, -60)
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true')
  await slowSwipe(page, 60)
  await expect(slides.nth(0)).toHaveAttribute('aria-current', 'true')
})

test('in Arabic a slow 60 px swipe to the right moves Premium Picks to the next slide', async ({ page, request }) => {
  const slides = await openCarousel(page, request, 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await slowSwipe(page, 60)
  await expect(slides.nth(1)).toHaveAttribute('aria-current', 'true')
})
