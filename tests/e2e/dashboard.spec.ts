import { expect, type Page, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, expectDirection, gotoIn, message } from './helpers.ts'

type Lang = 'en' | 'ar'

async function openDashboard(page: Page, lang: Lang) {
  await acceptCookies(page)
  await gotoIn(page, lang, '/dashboard')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expectDirection(page, lang)
}

test('a guest who opens the dashboard goes to /login', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
})

for (const lang of ['en', 'ar'] as const) {
  const L = (key: string) => message(lang, key)

  test.describe(`dashboard in ${lang}`, () => {
    test('shows the stats card and resets the stats after confirming', async ({ page, request }) => {
      const creator = await createApprovedCreator(request)
      await signIn(page, creator)
      await openDashboard(page, lang)

      const stats = page.getByRole('region', { name: L('stats.title') })
      for (const key of ['stats.outfits', 'stats.clicks', 'stats.shares', 'stats.campaign_clicks']) {
        await expect(stats.getByText(L(key), { exact: true })).toBeVisible()
      }
      // "Outfits uploaded" says what it counts: every photo, and how many carry shopping tags.
      await expect(stats.getByText(message(lang, 'stats.outfits_hint', { count: 0 }))).toBeVisible()
      await stats.getByRole('button', { name: L('stats.reset') }).click()
      await expect(stats.getByText(L('stats.reset_confirm'))).toBeVisible()
      await stats.getByRole('button', { name: L('stats.reset_yes') }).click()
      await expect(stats.getByRole('status')).toContainText(L('stats.reset_done'))
    })

    test('opening the notifications bell shows the approval message and marks it read', async ({ page, request }) => {
      const creator = await createApprovedCreator(request)
      await signIn(page, creator)
      await openDashboard(page, lang)

      const bell = page.getByRole('button', { name: L('notifications.open') })
      // At least the approval (an admin broadcast from a parallel test may add one).
      await expect(page.getByTestId('unread-count')).toHaveText(/^[1-9]$/)
      await expect(bell).toHaveAttribute('aria-expanded', 'false')

      const marked = page.waitForResponse((r) => r.url().endsWith('/api/notifications/markAsRead') && r.ok())
      await bell.click()
      await marked
      await expect(bell).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('unread-count')).toHaveText('0')
      const items = page
        .getByRole('list')
        .filter({ has: page.locator('time') })
        .getByRole('listitem')
      // The approval message is written in the language of the admin who approved (English here).
      await expect(items.filter({ hasText: message('en', 'notifications.approved') })).toHaveCount(1)

      await page.keyboard.press('Escape')
      await expect(bell).toHaveAttribute('aria-expanded', 'false')
      await expect(bell).toBeFocused()

      await page.reload()
      await expect(page.getByTestId('unread-count')).toHaveText('0')
    })

    test('saves what the creator types as profile links, shows them, and keeps them after a reload', async ({ page, request }) => {
      const creator = await createApprovedCreator(request)
      await signIn(page, creator)
      await openDashboard(page, lang)

      const instagram = `https://www.instagram.com/${creator.username}`
      const tiktok = `https://www.tiktok.com/@${creator.username}`
      const form = page.getByRole('region', { name: L('social.title') })
      // What cannot be a handle or a link to the network is refused with a message on the field.
      await form.getByLabel(L('social.facebook')).fill('javascript:alert(1)')
      await form.getByRole('button', { name: L('social.save') }).click()
      await expect(form.getByText(L('social.invalid.facebook'))).toBeVisible()
      await expect(form.getByLabel(L('social.facebook'))).toBeFocused()
      await form.getByLabel(L('social.facebook')).fill('')

      await form.getByLabel(L('social.instagram')).fill(`@${creator.username}`)
      await form.getByLabel(L('social.tiktok')).fill(`tiktok.com/@${creator.username}`)
      await form.getByRole('button', { name: L('social.save') }).click()
      await expect(form.getByRole('status')).toContainText(L('social.updated'))
      await expect(form.getByLabel(L('social.instagram'))).toHaveValue(instagram)
      await expect(form.getByLabel(L('social.tiktok'))).toHaveValue(tiktok)

      const email = page.getByRole('region', { name: L('social.public_email') })
      await email.getByLabel(L('social.public_email')).fill(`hello-${creator.username}@example.com`)
      await email.getByRole('button', { name: L('social.save') }).click()
      await expect(email.getByRole('status')).toContainText(L('social.public_email_updated'))

      await page.reload()
      await expect(form.getByLabel(L('social.instagram'))).toHaveValue(instagram)
      await expect(form.getByLabel(L('social.tiktok'))).toHaveValue(tiktok)
      await expect(form.getByLabel(L('social.facebook'))).toHaveValue('')
      await expect(email.getByLabel(L('social.public_email'))).toHaveValue(`hello-${creator.username}@example.com`)
    })

    test('switches the layout to business, which then stays locked', async ({ page, request }) => {
      const creator = await createApprovedCreator(request)
      await signIn(page, creator)
      await openDashboard(page, lang)

      const layout = page.getByRole('region', { name: L('social.layout_title') })
      await expect(layout.getByRole('radio', { name: L('social.fashion') })).toBeChecked()
      await layout.getByRole('radio', { name: L('social.business') }).check()
      await layout.getByRole('button', { name: L('social.layout_save') }).click()
      await expect(layout.getByRole('status')).toContainText(L('social.layout_updated'))
      await expect(layout.getByRole('radio', { name: L('social.fashion') })).toBeDisabled()
      await expect(layout.getByText(L('social.layout_locked'))).toBeVisible()

      await page.reload()
      await expect(layout.getByRole('radio', { name: L('social.business') })).toBeChecked()
      await expect(layout.getByRole('radio', { name: L('social.fashion') })).toBeDisabled()
      await expect(layout.getByRole('button', { name: L('social.layout_save') })).toHaveCount(0)
    })

    test('requests the verified badge with a post URL and shows it pending', async ({ page, request }) => {
      const creator = await createApprovedCreator(request)
      await signIn(page, creator)
      await openDashboard(page, lang)

      const badge = page.getByRole('region', { name: L('badges.title') })
      await expect(badge.getByText('#LooktagVerified')).toBeVisible()
      await badge.getByRole('button', { name: L('badges.submit') }).click()
      await expect(badge.getByRole('alert')).toHaveText(L('badges.url_required'))

      await badge.getByLabel(L('badges.url_label')).fill(`https://www.instagram.com/p/${creator.username}/`)
      await badge.getByRole('button', { name: L('badges.submit') }).click()
      await expect(badge.getByRole('status')).toContainText(L('badges.submitted'))
      await expect(badge.getByText(L('badges.status.pending'))).toBeVisible()
      await expect(badge.getByRole('button', { name: L('badges.submit') })).toHaveCount(0)

      await page.reload()
      await expect(badge.getByText(L('badges.status.pending'))).toBeVisible()
    })
  })
}
