import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { earlyPage, MODES, mailsTo } from './early-page.ts'
import { BASE_URL, message } from './helpers.ts'

/**
 * Password reset, contact and registration work before the page's script has loaded and without
 * it (decision 0079), like the forms of no-script.spec.ts: each flow once with JavaScript off and
 * once with every script held back 5 s, clicked at once; refusals come back in the page's language
 * with the input kept, and the effect is checked on the server's side (mail, session, checkout).
 */

const unique = () => randomUUID().slice(0, 8)

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test('a reset link is asked for and used in the page language; a mismatch is refused in place', async ({ browser }) => {
      const creator = await createApprovedCreator((await browser.newContext({ baseURL: BASE_URL })).request)
      const page = await earlyPage(browser, mode.javaScriptEnabled, 'de')
      await page.goto(`/request-reset?email=${encodeURIComponent(creator.email)}`, { waitUntil: 'commit' })
      await page.getByRole('button', { name: message('de', 'reset.request.submit') }).click()
      await expect(page.getByText(message('de', 'reset.request.sent'))).toBeVisible()
      // The account's other mails (its invoice) may arrive before or after the reset link's.
      const [mail] = await mailsTo(page.request, creator.email, 1, message('de', 'email.reset.subject'))
      const link = mail?.text.match(/\/reset-password\/[A-Za-z0-9_-]+/)?.[0] as string

      await page.goto(link, { waitUntil: 'commit' })
      const password = page.getByLabel(message('de', 'reset.new.password'), { exact: true })
      const repeat = page.getByLabel(message('de', 'reset.new.confirm'), { exact: true })
      const save = page.getByRole('button', { name: message('de', 'reset.new.submit') })
      await password.fill('Fresh-Start-2025!')
      await repeat.fill('Fresh-Start-2026!')
      await save.click()
      await expect(page.getByText(message('de', 'reset.new.mismatch'))).toBeVisible()
      await password.fill('Fresh-Start-2025!')
      await repeat.fill('Fresh-Start-2025!')
      await save.click()
      await expect(page.getByText(message('de', 'reset.new.success'))).toBeVisible()
      const login = await page.request.post('/api/auth/login', {
        headers: { origin: BASE_URL },
        data: { email: creator.email, password: 'Fresh-Start-2025!' },
      })
      expect(login.status()).toBe(200)
      await page.context().close()
    })

    test('a contact message is refused in place with the input kept, then sent to the team', async ({ browser }) => {
      const page = await earlyPage(browser, mode.javaScriptEnabled, 'ar')
      const subject = `Early ${unique()}`
      await page.goto('/contact', { waitUntil: 'commit' })
      const field = (name: string) => page.getByRole('textbox', { name: message('ar', `contact.fields.${name}`), exact: true })
      await field('fullName').fill('Nora Brand')
      await field('email').fill('not-an-email')
      await field('subject').fill(subject)
      await field('message').fill('A spring campaign with your creators?')
      await page.getByRole('button', { name: message('ar', 'contact.submit') }).click()
      await expect(field('email')).toHaveAccessibleDescription(message('ar', 'validation.email'))
      await expect(field('fullName')).toHaveValue('Nora Brand')
      await expect(field('subject')).toHaveValue(subject)

      await field('email').fill(`nora-${unique()}@example.com`)
      await page.getByRole('button', { name: message('ar', 'contact.submit') }).click()
      await expect(page.getByText(message('ar', 'contact.success'))).toBeVisible()
      // CONTACT_TO of the e2e server (playwright.config.ts).
      await expect
        .poll(async () => (await mailsTo(page.request, 'team@looktag.example')).some((m) => m.subject.includes(subject)))
        .toBe(true)
      await page.context().close()
    })

    test('a plan is chosen and the registration reaches the payment page; a taken email is refused in the form', async ({ browser }) => {
      const taken = await createApprovedCreator((await browser.newContext({ baseURL: BASE_URL })).request)
      const page = await earlyPage(browser, mode.javaScriptEnabled)
      await page.goto('/pricing', { waitUntil: 'commit' })
      const plan = message('en', 'pricing.plans.basic.title')
      await page.getByRole('button', { name: message('en', 'pricing.choose', { plan }) }).click()
      await expect(page).toHaveURL(/\/register\?billingCycle=monthly&planType=basic$/)

      const id = unique()
      const text = (key: string) => page.getByRole('textbox', { name: message('en', `register.fields.${key}`), exact: true })
      const password = page.getByLabel(message('en', 'register.fields.password'), { exact: true })
      await text('username').fill(`early_${id}`)
      await text('email').fill(taken.email)
      await password.fill('Linen-Blazer-2025!')
      await text('page_name').fill('Early Bird')
      await text('phone').fill('+49 170 1234567')
      await page.getByLabel(message('en', 'register.fields.birthdate'), { exact: true }).fill('1994-05-17')
      await page.getByRole('checkbox').check()
      await page.getByRole('button', { name: message('en', 'register.submit') }).click()
      await expect(page.getByRole('alert').filter({ hasText: message('en', 'auth.email_taken') })).toBeVisible()
      await expect(text('username')).toHaveValue(`early_${id}`)
      await expect(page.getByRole('checkbox')).toBeChecked()

      await text('email').fill(`early-${id}@example.com`)
      await password.fill('Linen-Blazer-2025!')
      await page.getByRole('button', { name: message('en', 'register.submit') }).click()
      // By now the script may have come: the payment page's own chunks are then held back too.
      await expect(page).toHaveURL(/\/checkout\/[^/]+$/, { timeout: 30_000 })
      await page.context().close()
    })
  })
}
