import { expect, type Page, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { earlyPage, HOLD_MS, MODES } from './early-page.ts'
import { acceptCookies, BASE_URL, message } from './helpers.ts'

/**
 * The core forms work before the page's script has loaded and without it (DESIGN.md, decision
 * 0079): each flow runs once with JavaScript off and once with every script held back 5 s and the
 * click at once after the first paint, and the effect is checked on the server's side. The other
 * account and contact forms: no-script-forms.spec.ts.
 */

/** Whether the page's cookies still hold a session the server accepts. */
async function signedIn(page: Page) {
  const answer = await page.request.get('/api/users/me', { failOnStatusCode: false })
  return answer.status() === 200
}

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test('Sign out signs out on the server and in the page, then shows the login', async ({ browser }) => {
      const creator = await createApprovedCreator((await browser.newContext({ baseURL: BASE_URL })).request)
      const page = await earlyPage(browser, mode.javaScriptEnabled)
      await signIn(page, creator)
      expect(await signedIn(page)).toBe(true)
      await page.goto('/dashboard', { waitUntil: 'commit' })
      await page
        .getByRole('button', { name: message('en', 'nav.sign_out') })
        .first()
        .click()
      await expect(page).toHaveURL(/\/login$/)
      expect(await signedIn(page)).toBe(false)
      const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
      expect(cookies).not.toContain('looktag_session')
      await page.context().close()
    })

    test('Sign in signs in and opens the dashboard; a wrong password is refused in the page language', async ({ browser }) => {
      const creator = await createApprovedCreator((await browser.newContext({ baseURL: BASE_URL })).request)
      const page = await earlyPage(browser, mode.javaScriptEnabled, 'ar')
      await page.goto('/login', { waitUntil: 'commit' })
      await page.getByLabel(message('ar', 'login.email'), { exact: true }).fill(creator.email)
      await page.getByLabel(message('ar', 'login.password'), { exact: true }).fill('not-the-password')
      await page.getByRole('button', { name: message('ar', 'login.submit') }).click()
      await expect(page.getByRole('alert').filter({ hasText: message('ar', 'auth.invalid_credentials') })).toBeVisible()
      expect(await signedIn(page)).toBe(false)
      // The email stays as typed; the password is asked again.
      await expect(page.getByLabel(message('ar', 'login.email'), { exact: true })).toHaveValue(creator.email)
      await page.getByLabel(message('ar', 'login.password'), { exact: true }).fill(creator.password)
      await page.getByRole('button', { name: message('ar', 'login.submit') }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      expect(await signedIn(page)).toBe(true)
      await page.context().close()
    })

    test('Follow on a creator page sends the confirm mail and says to check the inbox', async ({ browser }) => {
      const creator = await createApprovedCreator((await browser.newContext({ baseURL: BASE_URL })).request)
      const page = await earlyPage(browser, mode.javaScriptEnabled, 'de')
      const email = `early-fan-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
      await page.goto(`/${creator.username}`, { waitUntil: 'commit' })
      await page
        .getByRole('link', { name: message('de', 'followers.button'), exact: true })
        .first()
        .click()
      await expect(page).toHaveURL(new RegExp(`/${creator.username}/follow$`))
      // Without the consent the server names it, in place and in the page's language.
      await page.getByRole('textbox', { name: message('de', 'followers.form.email_label') }).fill(email)
      await page.getByRole('button', { name: message('de', 'followers.form.submit'), exact: true }).click()
      await expect(page.getByText(message('de', 'followers.form.consent_required'))).toBeVisible()
      await page.getByRole('checkbox').check()
      await page.getByRole('button', { name: message('de', 'followers.form.submit'), exact: true }).click()
      await expect(page.getByText(message('de', 'followers.form.sent'))).toBeVisible()
      await expect
        .poll(async () => {
          const answer = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
          return ((await answer.json()) as { messages: unknown[] }).messages.length
        })
        .toBe(1)
      await page.context().close()
    })

    test('the language switch and the cookie notice work at once', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: mode.javaScriptEnabled, baseURL: BASE_URL })
      const page = await context.newPage()
      if (mode.javaScriptEnabled)
        await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
          await route.continue().catch(() => {})
        })
      await page.goto('/about', { waitUntil: 'commit' })
      await page.getByRole('button', { name: message('en', 'cookies.accept') }).click()
      await expect(page.getByRole('button', { name: message('en', 'cookies.accept') })).toHaveCount(0)
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value).toBe('1')
      await page.locator('a[hreflang="ar"]').first().click()
      await expect(page).toHaveURL(/\/about$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar')
      await context.close()
    })
  })
}

test('a form post from another origin changes nothing', async ({ request }) => {
  const creator = await createApprovedCreator(request)
  const answer = await request.post('/login', {
    headers: { origin: 'https://elsewhere.example' },
    form: { email: creator.email, password: creator.password },
    maxRedirects: 0,
    failOnStatusCode: false,
  })
  expect(answer.status()).toBe(403)
  expect(answer.headers()['set-cookie'] ?? '').not.toContain('looktag_session')
})

test.beforeEach(async ({ page }) => acceptCookies(page))
