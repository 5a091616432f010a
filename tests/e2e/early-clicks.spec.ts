import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'

import sharp from 'sharp'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, message, waitForHydration } from './helpers.ts'

/**
 * A click before the page's scripts have run is never swallowed: a control either works without
 * them (a link, a real file input, a form) or is disabled until it does (the storefront's cart:
 * storefront-no-script.spec.ts). The scripts are held back 5 s, as
 * on a slow phone, and the click comes at once.
 */

const HOLD_MS = 5000

test.describe.configure({ timeout: 60_000 })

/**
 * The build's scripts are held until HOLD_MS after the first one is asked for, then all arrive
 * (styles on time: the page is painted, as on a phone).
 */
async function holdAssets(page: Page) {
  let release: number | undefined
  await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
    release ??= Date.now() + HOLD_MS
    const wait = Math.max(0, release - Date.now())
    await new Promise((resolve) => setTimeout(resolve, wait))
    await route.continue().catch(() => {}) // the page may be gone by then
  })
}

test('Download PDF downloads the invoice before the scripts run, and without JavaScript', async ({ page, browser }) => {
  const creator = await createApprovedCreator(page.request)
  await acceptCookies(page)
  await signIn(page, creator)
  const state = await page.context().storageState()

  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ storageState: state, javaScriptEnabled })
    const early = await context.newPage()
    if (javaScriptEnabled) await holdAssets(early)
    await early.goto(`${BASE_URL}/subscription`, { waitUntil: 'commit' })
    const link = early.getByRole('link', { name: /^Download invoice LT-\d{4}-\d{6} as PDF$/ })
    const [download] = await Promise.all([early.waitForEvent('download'), link.first().click()])
    const bytes = readFileSync(await download.path())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(download.suggestedFilename()).toMatch(/^LT-\d{4}-\d{6}\.pdf$/)
    await context.close()
  }
})

test('a photo chosen before the scripts run is the one the AI studio takes', async ({ page }) => {
  const creator = await createApprovedCreator(page.request, { plan: 'ai_creator' })
  await acceptCookies(page)
  await signIn(page, creator)
  await holdAssets(page)
  await page.goto(`${BASE_URL}/ai-twin`, { waitUntil: 'commit' })
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer()
  // The outfit's single-photo input, chosen at once (the label opens this real input).
  const input = page.locator('input[type="file"]:not([multiple])')
  await input.setInputFiles({ name: 'early-outfit.jpg', mimeType: 'image/jpeg', buffer: photo })
  await waitForHydration(page)
  await expect(page.getByText('early-outfit.jpg')).toBeVisible()
  await expect(page.getByText(message('en', 'twin.outfit.none_chosen'))).toHaveCount(0)
})
