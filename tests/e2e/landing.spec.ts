import { expect, type Page, test } from '@playwright/test'
import { acceptCookies, expectDirection, expectNoAxeViolations, gotoIn } from './helpers.ts'

const WELCOME = { en: 'Welcome to Looktag', ar: 'مرحبًا بك في Looktag' }
const hero = (page: Page, lang: 'en' | 'ar' = 'en') => page.getByRole('region', { name: WELCOME[lang] })

/** Opens the landing page and waits until it is hydrated (tabs and carousels respond). */
async function openLanding(page: Page, lang: 'en' | 'de' | 'ar', path = '/') {
  await gotoIn(page, lang, path)
  await expect(page.locator('[data-hydrated]')).toHaveCount(1)
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

for (const path of ['/', '/landing']) {
  test(`${path} shows the hero with Register, Trends and the rating badge`, async ({ page }) => {
    await openLanding(page, 'en', path)
    const section = hero(page)
    await expect(section.getByRole('heading', { level: 1, name: 'Welcome to Looktag' })).toBeVisible()
    await expect(section.getByText('Tag your look. Share your style. Earn from every outfit.')).toBeVisible()
    await expect(section.getByText('check new outfit')).toBeVisible()
    await expect(section.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    await expect(section.getByRole('link', { name: 'Trends' })).toHaveAttribute('href', '/trends')
    await expect(section.getByText('74K Rating')).toBeVisible()
    await expect(section.getByRole('img', { name: /creator in a violet blazer/ })).toBeVisible()
    await expect(page).toHaveTitle(/Looktag/)
  })
}

test('the services tabs switch content by click and by arrow keys', async ({ page }) => {
  await openLanding(page, 'en', '/')
  await expect(page.locator('#services')).toBeVisible()
  const tablist = page.getByRole('tablist', { name: 'Looktag services' })
  await expect(tablist.getByRole('tab')).toHaveText([
    'AI Outfit Generator',
    'Branded Bio Link & Shop',
    'Smart Invoicing & Subscriptions',
    'Growth Dashboard',
    'Collab Matchmaking',
  ])
  const first = tablist.getByRole('tab', { name: 'AI Outfit Generator' })
  const third = tablist.getByRole('tab', { name: 'Smart Invoicing & Subscriptions' })
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'AI Outfit Generator' })).toContainText('Turn one photo into four unique AI styles')

  await third.click()
  await expect(third).toHaveAttribute('aria-selected', 'true')
  await expect(first).toHaveAttribute('aria-selected', 'false')
  await expect(page.getByRole('tabpanel')).toHaveCount(1)
  await expect(page.getByRole('tabpanel', { name: 'Smart Invoicing & Subscriptions' })).toContainText('PDF invoices')
  await expect(page.getByText('AI-styled photo shoots')).toBeHidden()

  await third.press('ArrowRight')
  const fourth = tablist.getByRole('tab', { name: 'Growth Dashboard' })
  await expect(fourth).toBeFocused()
  await expect(fourth).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Growth Dashboard' })).toContainText('Earnings stats')
  await page.keyboard.press('ArrowLeft')
  await expect(third).toBeFocused()
  await expect(third).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(tablist.getByRole('tab', { name: 'Collab Matchmaking' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute('aria-selected', 'true')
})

test('Activate AI Styling leads to the pricing page', async ({ page }) => {
  await openLanding(page, 'en', '/')
  await page.getByRole('link', { name: 'Activate AI Styling' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
})

test('the partner carousel shows five logos and its pagination moves it', async ({ page }) => {
  // Two logos per view on a phone, so there are five positions to page through.
  await page.setViewportSize({ width: 390, height: 844 })
  await openLanding(page, 'en', '/')
  const carousel = page.getByRole('region', { name: 'Partner logos' })
  await expect(carousel.getByRole('img')).toHaveCount(5)
  const dots = carousel.getByRole('button', { name: /^Show logo \d of 5$/ })
  await expect(dots).toHaveCount(5)
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')

  await carousel.getByRole('button', { name: 'Show logo 3 of 5' }).click()
  await expect(carousel.getByRole('button', { name: 'Show logo 3 of 5' })).toHaveAttribute('aria-current', 'true')
  await expect(dots.first()).not.toHaveAttribute('aria-current', 'true')
  const viewport = await carousel.boundingBox()
  await expect
    .poll(async () => Math.round(((await carousel.getByRole('group', { name: '3 of 5' }).boundingBox())?.x ?? -999) - (viewport?.x ?? 0)))
    .toBeLessThanOrEqual(20)
})

test('the AI styles slideshow alternates its two pairs and can be paused', async ({ page }) => {
  await openLanding(page, 'en', '/')
  const slideshow = page.getByRole('region', { name: 'AI style examples' })
  await expect(slideshow.getByRole('group', { name: 'Style pair 1 of 2' })).toBeVisible()
  await expect(slideshow.getByRole('button', { name: 'Show style pair 2' })).toHaveAttribute('aria-current', 'true', { timeout: 6_000 })
  await expect(slideshow.getByRole('group', { name: 'Style pair 2 of 2' })).toBeVisible()
  await expect(slideshow.getByRole('group', { name: 'Style pair 1 of 2' })).toHaveCount(0)

  await slideshow.getByRole('button', { name: 'Pause slideshow' }).click()
  await expect(slideshow.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  await slideshow.getByRole('button', { name: 'Show style pair 1' }).click()
  await expect(slideshow.getByRole('img', { name: 'AI-styled look: Studio minimal' })).toBeVisible()
})

test('the creator cards scroll by themselves and can be paused', async ({ page }) => {
  await openLanding(page, 'en', '/')
  const strip = page.getByRole('region', { name: 'Sample creators' })
  await expect(strip.getByRole('heading', { level: 3 })).toHaveCount(8)
  await strip.scrollIntoViewIfNeeded()
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft), { timeout: 10_000 }).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Pause scrolling' }).click()
  await expect(page.getByRole('button', { name: 'Resume scrolling' })).toBeVisible()
})

test('blocks below the fold wait hidden and slide in as they are scrolled to; the hero never hides', async ({ page }) => {
  await openLanding(page, 'en', '/')
  const waiting = page.locator('main [class*="opacity-0"]:not([aria-hidden="true"])')
  await expect(waiting.first()).toBeAttached()
  await expect(hero(page).locator('xpath=ancestor-or-self::*[contains(@class, "opacity-0")]')).toHaveCount(0)
  await expect(hero(page).getByRole('heading', { level: 1 })).toBeVisible()
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 600)
        return waiting.count()
      },
      { timeout: 20_000 },
    )
    .toBe(0)
  await expect(page.locator('main [class*="opacity-100"]').first()).toBeAttached()
})

test('nothing moves by itself when reduced motion is preferred', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await openLanding(page, 'en', '/')
  const slideshow = page.getByRole('region', { name: 'AI style examples' })
  // Rendered after hydration: the slideshow starts paused and the creator strip does not scroll.
  await expect(slideshow.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resume scrolling' })).toBeVisible()
  const strip = page.getByRole('region', { name: 'Sample creators' })
  await strip.scrollIntoViewIfNeeded()
  await page.clock.runFor(10_000)
  await expect(slideshow.getByRole('button', { name: 'Show style pair 1' })).toHaveAttribute('aria-current', 'true')
  expect(await strip.evaluate((element) => element.scrollLeft)).toBe(0)
  await expect(page.locator('main [class*="opacity-0"]:not([aria-hidden="true"])')).toHaveCount(0)
})

test('the social block shows the follower counts with follow and subscribe links', async ({ page }) => {
  await openLanding(page, 'en', '/')
  const social = page.getByRole('region', { name: 'Follow Looktag' })
  for (const [network, count] of [
    ['Facebook', '20.5K'],
    ['Instagram', '30.9K'],
    ['TikTok', '2.5M'],
  ]) {
    await expect(social.getByRole('listitem').filter({ hasText: network })).toContainText(count)
    await expect(social.getByRole('link', { name: `Follow Me on ${network}` })).toBeVisible()
  }
  await expect(social.getByRole('listitem').filter({ hasText: 'YouTube' })).toContainText('1.69M')
  await expect(social.getByRole('link', { name: 'Subscribe on YouTube' })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every section is visible in the server-rendered page', async ({ page }) => {
    await gotoIn(page, 'en', '/')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Looktag' })).toBeVisible()
    for (const title of [
      'Everything you need to grow as a creator',
      'One photo, endless looks',
      'Meet creators on Looktag',
      'Follow Looktag',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    }
    await expect(page.locator('main [class*="opacity-0"]:not([aria-hidden="true"])')).toHaveCount(0)
  })
})

test('the language can be switched from / where the top bar is not shown', async ({ page }) => {
  await openLanding(page, 'en', '/')
  await expect(page.getByText(/^Trusted by .* verified creators/)).toHaveCount(0)
  await page.getByRole('banner').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click()
  await expectDirection(page, 'ar')
  await expect(hero(page, 'ar').getByRole('heading', { level: 1 })).toHaveText(WELCOME.ar)
})

test('in Arabic the page is right-to-left with the Arabic slogan and mirrored arrow keys', async ({ page }) => {
  await openLanding(page, 'ar', '/')
  await expectDirection(page, 'ar')
  await expect(page.getByText('ضع الوسوم على إطلالتك. شارك أسلوبك. واربح من كل إطلالة.')).toBeVisible()
  await expect(hero(page, 'ar').getByText(/تقييم\s*\u2066?74K/)).toBeVisible()
  const first = page.getByRole('tab', { name: 'مولّد الإطلالات بالذكاء الاصطناعي' })
  await first.focus()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'رابط سيرة ومتجر بعلامتك' })).toHaveAttribute('aria-selected', 'true')
})

for (const lang of ['en', 'ar'] as const) {
  test(`the landing page has no axe violations (${lang})`, async ({ page }) => {
    // Reduced motion keeps every section in place, so axe checks all of them.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openLanding(page, lang, '/')
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true')
    await expectNoAxeViolations(page)
  })
}
