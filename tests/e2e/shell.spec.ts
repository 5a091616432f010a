import { expect, test } from '@playwright/test'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, waitForHydration } from './helpers.ts'

const PAGES = ['/', '/landing', '/about', '/news', '/imprint', '/privacy-policy', '/terms-of-use', '/cookie-policy', '/contact', '/pricing']

test.describe('every account-free page', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const path of PAGES) {
      test(`${path} renders in ${lang} with the right direction and no axe violations`, async ({ page }) => {
        const cspErrors: string[] = []
        page.on('console', (msg) => {
          if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspErrors.push(msg.text())
        })
        await acceptCookies(page)
        const response = await gotoIn(page, lang, path)
        expect(response?.status()).toBe(200)
        await expectDirection(page, lang)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
        // The top bar (with its language switcher) shows on every page except the home page.
        const topBarSwitchers = page
          .locator('body > div > div')
          .first()
          .getByRole('navigation', { name: lang === 'ar' ? 'اللغة' : 'Language' })
        if (path === '/') await expect(topBarSwitchers).toHaveCount(0)
        else await expect(topBarSwitchers).toHaveCount(1)
        await expectNoAxeViolations(page)
        expect(cspErrors).toEqual([])
      })
    }
  }
})

test('the server renders Arabic right-to-left on the first byte', async ({ request }) => {
  const html = await (await request.get('/about', { headers: { cookie: 'lang=ar' } })).text()
  expect(html).toMatch(/<html lang="ar" dir="rtl"/)
  const german = await (await request.get('/about', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })).text()
  expect(german).toMatch(/<html lang="de" dir="ltr"/)
})

test('a chosen language persists across reloads and pages', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/about')
  await expectDirection(page, 'en')
  // The switcher stores the choice once its code runs; earlier, the link switches through the server.
  await waitForHydration(page)
  await page.getByRole('link', { name: 'العربية' }).first().click()
  await expectDirection(page, 'ar')
  await expect(page.getByRole('link', { name: 'من نحن' }).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar')
  await page.reload()
  await expectDirection(page, 'ar')
  await page.goto('/pricing')
  await expectDirection(page, 'ar')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Deutsch' }).first().click()
  await expectDirection(page, 'de')
  await page.reload()
  await expectDirection(page, 'de')
})

test('a language chosen through the plain link is kept, not undone by the one stored before', async ({ page }) => {
  await acceptCookies(page)
  await gotoIn(page, 'ar', '/about')
  await page.evaluate(() => localStorage.setItem('language', 'ar'))
  // What a click on the switcher does before the page's code has run, or without JavaScript.
  await page.goto('/api/language?lang=de&next=%2Fpricing')
  await expect(page).toHaveURL(/\/pricing$/)
  await waitForHydration(page)
  await expectDirection(page, 'de')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de')
  await page.reload()
  await expectDirection(page, 'de')
})

test('a page reached by a link naming its language switches to the one chosen, keeping its other parameters', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/allinfluencers?lang=en&page=1')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'العربية' }).first().click()
  await expectDirection(page, 'ar')
  await expect(page).toHaveURL(/\/allinfluencers\?page=1$/)
  await page.reload()
  await expectDirection(page, 'ar')
  // The page has started (it keeps the cookie's language in localStorage) before the next choice.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('ar')
  // The plain link on its own (what the switcher does before the page's code runs): the same.
  await page.goto(`/api/language?lang=de&next=${encodeURIComponent('/about?lang=ar')}`)
  await expect(page).toHaveURL(/\/about$/)
  await expectDirection(page, 'de')
})

test('the language kept in localStorage is applied at start-up', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/news')
  await page.evaluate(() => localStorage.setItem('language', 'ar'))
  await page.context().clearCookies({ name: 'lang' })
  await page.goto('/news')
  await expectDirection(page, 'ar')
})

test("a page rendered before the language cookie changed switches to the cookie's language", async ({ page, context }) => {
  await acceptCookies(page)
  // Another tab (or the previous page's start-up) chose Arabic while this page was on its way in English.
  await context.addCookies([{ name: 'lang', value: 'ar', url: BASE_URL }])
  await page.route('**/news', async (route) => {
    const headers = { ...route.request().headers(), cookie: 'cookie_consent=1; lang=en' }
    await route.fulfill({ response: await route.fetch({ headers }) })
  })
  await page.goto('/news')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await waitForHydration(page)
  await expectDirection(page, 'ar')
})

test('the cookie banner links the privacy policy and is gone for 150 days after Accept', async ({ page, context }) => {
  await page.goto('/about')
  await waitForHydration(page)
  const banner = page.getByRole('region', { name: 'Cookie notice' })
  await expect(banner).toBeVisible()
  await expect(banner.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toBeHidden()
  const consent = (await context.cookies()).find((c) => c.name === 'cookie_consent')
  expect(consent?.value).toBe('1')
  const days = ((consent?.expires ?? 0) - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(149)
  expect(days).toBeLessThanOrEqual(150)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Accept on the cookie banner posts the form, keeps the page and hides the banner', async ({ page, context }) => {
    await page.goto('/about')
    const banner = page.getByRole('region', { name: 'Cookie notice' })
    await banner.getByRole('button', { name: 'Accept' }).click()
    // The browser's plain form post passes the Origin check and comes back to the same page.
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0)
    expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('1')
  })
})

test('an unknown page is a real 404 in the visitor language', async ({ page }) => {
  await acceptCookies(page)
  const response = await gotoIn(page, 'ar', '/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('an unknown API route answers JSON in the error shape', async ({ request }) => {
  const response = await request.get('/api/does-not-exist')
  expect(response.status()).toBe(404)
  expect(await response.json()).toEqual({ error: 'This API route does not exist.', code: 'ROUTE_NOT_FOUND' })
})

test('the terms of use download as a PDF in each language', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/terms-of-use')
  for (const lang of ['en', 'de', 'ar']) {
    const link = page.locator(`a[href="/api/legal/terms-of-use/${lang}"]`)
    await expect(link).toBeVisible()
    const response = await page.request.get(`/api/legal/terms-of-use/${lang}`)
    expect(response.headers()['content-type']).toBe('application/pdf')
    expect((await response.body()).subarray(0, 4).toString()).toBe('%PDF')
  }
})

test('footer links reach every legal page', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/about')
  const footer = page.getByRole('contentinfo')
  for (const [name, href] of [
    ['Terms of Use', '/terms-of-use'],
    ['Privacy Policy', '/privacy-policy'],
    ['Imprint', '/imprint'],
    ['Pricing', '/pricing'],
    ['Contact', '/contact'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  // The source offer of the running version (AGPL-3.0 §13), from SOURCE_URL.
  await expect(footer.getByRole('link', { name: 'Source code' })).toHaveAttribute('href', 'https://github.com/looktag/looktag')
  await footer.getByRole('link', { name: 'Imprint' }).click()
  await expect(page).toHaveURL(/\/imprint$/)
})

test('the API documentation is served', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page.getByText('Looktag API').first()).toBeVisible()
})
