import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { createApprovedCreator, E2E_ADMIN, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'

/**
 * A creator's subscription over its life, in English and Arabic: basic → upgrade to AI (the AI
 * tools appear), the invoice PDF downloads, a renewal with the failing test card lands in the
 * admin's Payment Failures and the creator's notifications, a new card makes the renewal pass,
 * then cancel and undo.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a creator upgrades, downloads an invoice, recovers a failed renewal, cancels and undoes (${lang})`, async ({ page, browser }) => {
    test.setTimeout(90_000) // one long journey on a shared machine
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    const creator = await createApprovedCreator(page.request)
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/subscription')
    await expectDirection(page, lang)
    const nav = page.getByRole('navigation', { name: m('dashboard.sidebar.label') })
    await expect(page.getByRole('heading', { name: m('billing.subscription.plans.basic'), level: 2 })).toBeVisible()
    await expect(nav.getByRole('link', { name: m('dashboard.sidebar.ai_studio') })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // Upgrade: AI at once, its tools in the sidebar.
    await page.getByRole('button', { name: m('billing.subscription.manage.upgrade') }).click()
    await expect(page.getByText(m('billing.subscription.manage.upgraded'))).toBeVisible()
    await expect(page.getByRole('heading', { name: m('billing.subscription.plans.ai'), level: 2 })).toBeVisible()
    await expect(nav.getByRole('link', { name: m('dashboard.sidebar.ai_studio') })).toBeVisible()

    // The first invoice as a PDF, with its number in the text.
    const invoices = page.getByRole('region', { name: m('billing.subscription.invoices.title') })
    await expect(invoices.getByRole('listitem')).toHaveCount(2)
    const first = invoices.getByRole('listitem').last()
    const number = (await first.locator('bdi').first().textContent()) ?? ''
    expect(number).toMatch(/^LT-\d{4}-\d{6}$/)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      first.getByRole('link', { name: m('billing.subscription.invoices.download_label', { number }) }).click(),
    ])
    const text = execFileSync('pdftotext', [await download.path(), '-']).toString()
    expect(text).toContain(number)

    // A card that fails later, then a renewal: payment failed, listed for the admin, notified.
    await page.getByRole('button', { name: m('billing.subscription.manage.update_card') }).click()
    const fill = async (card: string) => {
      await page.getByLabel(m('checkout.card_number')).fill(card)
      await page.getByLabel(m('checkout.expiry')).fill('12/40')
      await page.getByLabel(m('checkout.cvc')).fill('123')
      await page.getByLabel(m('checkout.name')).fill('E2E Creator')
      await page.getByRole('button', { name: m('billing.subscription.manage.save_card') }).click()
      await expect(page.getByText(m('billing.subscription.manage.card_saved'))).toBeVisible()
    }
    await fill('4000 0000 0000 0341')
    await page.getByRole('button', { name: m('billing.subscription.manage.renew_now') }).click()
    await expect(page.getByText(m('billing.subscription.status.past_due'), { exact: true })).toBeVisible()
    // The dashboard says so too, with the way to the fix.
    await gotoIn(page, lang, '/dashboard')
    await page
      .getByRole('main')
      .getByRole('link', { name: m('billing.subscription.title'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/subscription$/)
    await expect(page.getByText(m('billing.subscription.status.past_due'), { exact: true })).toBeVisible()

    // Notifications are in the account's language (English: it registered through the API).
    const notes = (await (await page.request.get('/api/notifications')).json()) as { notifications: { message: string }[] }
    expect(notes.notifications.map((n) => n.message)).toContainEqual(expect.stringMatching(/^Your renewal payment of €10\.00 failed/))

    const adminContext = await browser.newContext({ baseURL: BASE_URL })
    const admin = await adminContext.newPage()
    await acceptCookies(admin)
    await signIn(admin, E2E_ADMIN)
    await gotoIn(admin, lang, '/admin?tab=failures')
    await expect(admin.getByRole('row').filter({ hasText: creator.username }).first()).toBeVisible()
    await adminContext.close()

    // A working card: the failed renewal is retried at once and passes.
    await page.getByRole('button', { name: m('billing.subscription.manage.update_card') }).click()
    await fill('4242 4242 4242 4242')
    await expect(page.getByText(m('billing.subscription.status.active'), { exact: true })).toBeVisible()
    await expect(invoices.getByText(m('billing.subscription.invoices.kinds.renewal'), { exact: false })).toBeVisible()

    // Cancel at the period end, then undo.
    await page.getByRole('button', { name: m('billing.subscription.manage.cancel') }).click()
    await page.getByRole('button', { name: m('billing.subscription.manage.cancel_confirm') }).click()
    await expect(page.getByText(m('billing.subscription.manage.cancelled'))).toBeVisible()
    await page.getByRole('button', { name: m('billing.subscription.manage.resume') }).click()
    await expect(page.getByText(m('billing.subscription.manage.resumed'))).toBeVisible()
    await expect(page.getByRole('button', { name: m('billing.subscription.manage.cancel') })).toBeVisible()
  })
}
