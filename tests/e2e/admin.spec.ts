import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, createPaidCreator, createUnpaidCreator, E2E_ADMIN, signIn } from './accounts.ts'
import { findRow, headers, LANGS, openAdmin, sessionFor, statusRegion } from './admin-helpers.ts'
import { acceptCookies, expectNoAxeViolations, gotoIn, message, reviewScreenshot } from './helpers.ts'

/**
 * The admin area: account status, approving and blocking, roles, deleting, images, badge requests, max expiry and
 * broadcasts, each journey in English and Arabic. Every test makes its own creators, so tests run
 * in any order and in parallel; the one global setting (max expiry) is changed in a single test.
 */

const unique = () => randomUUID().slice(0, 8)

/** YYYY-MM-DD, the given number of days from today (UTC, as the server counts). */
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const jpeg = () =>
  sharp({ create: { width: 300, height: 375, channels: 3, background: '#b45309' } })
    .jpeg()
    .toBuffer()

/** Uploads an image as the signed-in creator of `api`; returns the status. */
async function upload(api: APIRequestContext, expiry: string, category = 'clothes') {
  const response = await api.post('/api/images/upload', {
    headers,
    multipart: { image: { name: 'look.jpg', mimeType: 'image/jpeg', buffer: await jpeg() }, category, expiry_date: expiry },
  })
  return response.status()
}

for (const lang of LANGS) {
  const L = (key: string, values?: Record<string, string | number>) => message(lang, key, values)

  test.describe(`admin area in ${lang}`, () => {
    test('approves a pending creator, who can then log in, and blocks them again', async ({ browser, request }) => {
      const creator = await createPaidCreator(request)
      const before = await sessionFor(creator)
      expect(before.login.status()).toBe(403)

      const page = await openAdmin(browser, lang)
      await expect(page.getByText(L('admin.total'), { exact: true })).toBeVisible()
      const row = await findRow(page, lang, creator.username)
      await expect(row.getByText(L('admin.status.awaiting_approval'), { exact: true })).toBeVisible()
      await row.getByRole('button', { name: `${L('admin.approve')} ${creator.username}` }).click()
      await expect(row.getByText(L('admin.status.active'), { exact: true })).toBeVisible()
      await expect(statusRegion(page)).toContainText(L('admin.alerts.approved', { username: creator.username }))

      const { api, login } = await sessionFor(creator)
      expect(login.status()).toBe(200)
      expect((await api.get('/api/users/me')).status()).toBe(200)
      expect((await request.get(`/api/public/${creator.username}`)).status()).toBe(200)

      await row.getByRole('button', { name: `${L('admin.reject')} ${creator.username}` }).click()
      await expect(row.getByText(L('admin.status.blocked'), { exact: true })).toBeVisible()
      // Blocking ends the creator's sessions at once, and their public page answers 403.
      expect((await api.get('/api/users/me')).status()).toBe(401)
      expect((await request.get(`/api/public/${creator.username}`)).status()).toBe(403)
      expect((await request.get(`/${creator.username}`)).status()).toBe(403)
      await api.dispose()
      await page.context().close()
    })

    test('shows an unpaid sign-up as awaiting payment and never claims it active', async ({ browser, request }) => {
      const unpaid = await createUnpaidCreator(request)
      const page = await openAdmin(browser, lang)
      const row = await findRow(page, lang, unpaid.username)
      await expect(row.getByText(L('admin.status.awaiting_payment'), { exact: true })).toBeVisible()
      await expect(row.getByText(L('admin.unpaid_hint'))).toBeVisible()
      await expect(row.getByRole('button', { name: `${L('admin.approve')} ${unpaid.username}` })).toHaveCount(0)
      // The API refuses too, in the admin's language, and the account stays as it was.
      const list = await page.request.get(`/api/admin/influencers?search=${unpaid.username}`)
      const { id } = (await list.json()).influencers[0]
      const refused = await page.request.put(`/api/admin/influencers/${id}/block`, { headers, data: { approved: true } })
      expect(refused.status()).toBe(409)
      expect((await refused.json()).error).toBe(L('admin.error_unpaid'))
      await page.reload()
      await expect(row.getByText(L('admin.status.awaiting_payment'), { exact: true })).toBeVisible()
      expect((await sessionFor(unpaid)).login.status()).toBe(403)

      // Rejecting a sign-up blocks it; paying later does not lift the block.
      await row.getByRole('button', { name: `${L('admin.reject')} ${unpaid.username}` }).click()
      await expect(row.getByText(L('admin.status.blocked'), { exact: true })).toBeVisible()
      await page.context().close()
    })

    test('makes a creator an admin and revokes it, but offers neither on its own row', async ({ browser, request }) => {
      const creator = await createApprovedCreator(request)
      const page = await openAdmin(browser, lang)
      const row = await findRow(page, lang, creator.username)
      await row.getByRole('button', { name: `${L('admin.make_admin')} ${creator.username}` }).click()
      await expect(row.getByText(L('admin.role.admin'), { exact: true })).toBeVisible()
      await expect(statusRegion(page)).toContainText(L('admin.alerts.role_admin', { username: creator.username }))
      const promoted = await sessionFor(creator)
      expect((await promoted.api.get('/api/admin/overview')).status()).toBe(200)

      await row.getByRole('button', { name: `${L('admin.revoke_admin')} ${creator.username}` }).click()
      await expect(row.getByText(L('admin.role.user'), { exact: true })).toBeVisible()
      // The role sits in the session token, so the old session no longer opens admin calls.
      expect((await promoted.api.get('/api/admin/overview')).status()).not.toBe(200)
      await promoted.api.dispose()

      const own = await findRow(page, lang, E2E_ADMIN.email)
      await expect(own.getByText(`(${L('admin.you')})`)).toBeVisible()
      for (const key of ['admin.make_admin', 'admin.revoke_admin', 'admin.delete', 'admin.reject']) {
        await expect(own.getByRole('button', { name: new RegExp(`^${L(key)} `) })).toHaveCount(0)
      }
      await page.context().close()
    })

    test('manages a creator’s images and deletes the creator after confirming, who leaves the Subscriptions tab', async ({
      browser,
      request,
    }) => {
      test.slow() // uploads, two tabs and a deletion
      const creator = await createApprovedCreator(request)
      const { api } = await sessionFor(creator)
      for (const category of ['clothes', 'makeup']) expect(await upload(api, isoDay(3), category)).toBe(201)

      // Registering made a subscription; it is listed while the account exists.
      const page = await openAdmin(browser, lang, '/admin?tab=subscriptions')
      const subscriptions = page.getByRole('tabpanel').getByText(creator.username, { exact: true })
      await expect(subscriptions).toBeVisible()
      await page.goto('/admin')
      const row = await findRow(page, lang, creator.username)
      await row.getByRole('button', { name: `${L('admin.manage_images')} ${creator.username}` }).click()
      const dialog = page.getByRole('dialog', { name: L('admin.images.title', { username: creator.username }) })
      await expect(dialog.getByRole('listitem')).toHaveCount(2)
      await expect(dialog.getByText(message(lang, 'images.categories.makeup'), { exact: true })).toBeVisible()
      await dialog
        .getByRole('button', { name: new RegExp(`^${L('admin.images.delete')} ${message(lang, 'images.categories.makeup')}`) })
        .click()
      await expect(dialog.getByRole('listitem')).toHaveCount(1)
      await expect(dialog.getByRole('status')).toContainText(L('admin.images.deleted'))
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      // Cancel keeps the account; confirming deletes it.
      const remove = row.getByRole('button', { name: `${L('admin.delete')} ${creator.username}` })
      await remove.click()
      const confirm = page.getByRole('dialog', { name: L('admin.confirm.title') })
      await expect(confirm).toContainText(L('admin.confirm.delete_text', { username: creator.username }))
      await confirm.getByRole('button', { name: L('admin.confirm.cancel') }).click()
      await expect(confirm).toBeHidden()
      await expect(remove).toBeFocused()
      await remove.click()
      await confirm.getByRole('button', { name: L('admin.confirm.delete') }).click()
      await expect(statusRegion(page)).toContainText(L('admin.alerts.deleted', { username: creator.username }))
      await expect(page.getByText(L('admin.empty'))).toBeVisible()
      await page.goto('/admin?tab=subscriptions')
      await expect(page.getByRole('tab', { name: L('admin.tabs.subscriptions'), selected: true })).toBeVisible()
      await expect(subscriptions).toHaveCount(0)
      expect((await api.get('/api/users/me')).status()).toBe(401)
      expect((await sessionFor(creator)).login.status()).toBe(401)
      await api.dispose()
      await page.context().close()
    })

    test('approves one badge request and rejects another with a reason', async ({ browser, request }) => {
      const approved = await createApprovedCreator(request)
      const rejected = await createApprovedCreator(request)
      const sessions = await Promise.all([sessionFor(approved), sessionFor(rejected)])
      for (const [index, { api }] of sessions.entries()) {
        const submitted = await api.post('/api/stories/submit', {
          data: { storyUrl: `https://www.instagram.com/p/e2e${unique()}${index}/` },
        })
        expect(submitted.status(), await submitted.text()).toBe(201)
      }

      const page = await openAdmin(browser, lang)
      await page.getByRole('tab', { name: new RegExp(`^${L('admin.tabs.badges')}`) }).click()
      await expect(page).toHaveURL(/\?tab=badges$/)
      await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(`^${L('admin.tabs.badges')}`))

      const first = page.getByRole('row').filter({ hasText: approved.username })
      const link = first.getByRole('link')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await first.getByRole('button', { name: `${L('admin.badges.approve')} ${approved.username}` }).click()
      await expect(first).toHaveCount(0)
      await expect(statusRegion(page)).toContainText(L('admin.badges.approved', { username: approved.username }))

      const reason = `Caption code missing ${unique()}`
      const second = page.getByRole('row').filter({ hasText: rejected.username })
      await second.getByRole('button', { name: `${L('admin.badges.reject')} ${rejected.username}` }).click()
      const dialog = page.getByRole('dialog', { name: L('admin.badges.reject_title', { username: rejected.username }) })
      await dialog.getByLabel(L('admin.badges.reason_label')).fill(reason)
      await dialog.getByRole('button', { name: L('admin.badges.reject_confirm') }).click()
      await expect(dialog).toBeHidden()
      await expect(second).toHaveCount(0)

      const [mine1, mine2] = await Promise.all(sessions.map(async ({ api }) => (await api.get('/api/stories/mine')).json()))
      expect(mine1).toMatchObject({ badge_verified: true, request: { status: 'approved' } })
      expect(mine2).toMatchObject({ badge_verified: false, request: { status: 'rejected', rejection_reason: reason } })
      await Promise.all(sessions.map(({ api }) => api.dispose()))
      await page.context().close()
    })

    test('broadcasts a notification that a creator finds under the bell', async ({ browser, page, request }) => {
      const creator = await createApprovedCreator(request)
      const admin = await openAdmin(browser, lang)
      const text = `Maintenance tonight <b>${unique()}</b>`
      const box = admin.getByRole('textbox', { name: L('admin.broadcast.label') })
      await box.fill(text)
      await expect(admin.getByText(L('admin.broadcast.counter', { count: text.length, max: 500 }))).toBeVisible()
      await admin.getByRole('button', { name: L('admin.broadcast.send'), exact: true }).click()
      await expect(admin.getByText(L('admin.broadcast.sent'))).toBeVisible()
      await expect(box).toHaveValue('')
      await admin.context().close()

      await signIn(page, creator)
      await acceptCookies(page)
      await gotoIn(page, lang, '/dashboard')
      await page.getByRole('button', { name: message(lang, 'notifications.open') }).click()
      // Plain text: the markup arrives as typed, never as HTML.
      await expect(page.getByRole('listitem').filter({ hasText: text })).toBeVisible()
    })
  })
}

test('changes max expiry days; the creator’s upload rules follow (en, ar)', async ({ browser, page, request }) => {
  test.slow() // two languages, four uploads and two dashboards in one test
  const creator = await createApprovedCreator(request)
  await signIn(page, creator)
  const admin = await openAdmin(browser, 'en')
  try {
    for (const [lang, days] of [
      ['en', 30],
      ['ar', 21],
    ] as const) {
      if (lang !== 'en') await gotoIn(admin, lang, '/admin')
      const input = admin.getByRole('spinbutton', { name: message(lang, 'admin.settings.max_expiry_label') })
      const update = admin.getByRole('button', { name: message(lang, 'admin.settings.update'), exact: true })
      await input.fill('400')
      await update.click()
      await expect(admin.getByText(message(lang, 'admin.max_expiry_invalid'))).toBeVisible()
      await input.fill(String(days))
      await update.click()
      await expect(admin.getByText(message(lang, 'admin.settings.max_expiry_updated'))).toBeVisible()

      const settings = await page.request.get('/api/images/settings')
      expect(await settings.json()).toEqual({ max_expiry_days: days, require_disclosure: false })
      // The upload rule follows: within the new maximum is accepted, beyond it refused.
      expect(await upload(page.request, isoDay(days - 1))).toBe(201)
      expect(await upload(page.request, isoDay(days + 2))).toBe(400)
      // The creator's upload form (and each look's details beside it) offers dates up to the new maximum.
      await gotoIn(page, lang, '/dashboard')
      const uploadForm = page.locator('form').filter({ has: page.locator('input[type="file"]') })
      await expect(uploadForm.locator('input[name="expiry_date"]')).toHaveAttribute('max', isoDay(days))
    }
    await admin.reload()
    await expect(admin.getByRole('spinbutton')).toHaveValue('21')
  } finally {
    // Other specs upload with the default rule in mind.
    await admin.request.put('/api/admin/max-expiry', { headers, data: { maxExpiryDays: 7 } })
    await admin.context().close()
  }
})

for (const lang of LANGS) {
  test(`the admin page has no axe violations and its tabs follow the arrow keys (${lang})`, async ({ browser }) => {
    test.slow() // two full axe scans of the admin area and six tab changes
    const page = await openAdmin(browser, lang)
    await expectNoAxeViolations(page)
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveText(message(lang, 'admin.tabs.influencers'))
    await selected.focus()
    // Right to left, the next tab is to the left.
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight')
    await expect(page).toHaveURL(/\?tab=badges$/)
    await expect(page.getByRole('tab', { selected: true })).toBeFocused()
    await page.keyboard.press('End')
    await expect(page).toHaveURL(/\?tab=platform$/)
    await expect(page.getByRole('tabpanel', { name: message(lang, 'admin.tabs.platform') })).toBeVisible()
    for (const tab of ['subscriptions', 'failures', 'mail', 'audit'] as const) {
      await page.getByRole('tab', { name: message(lang, `admin.tabs.${tab}`) }).click()
      await expect(page).toHaveURL(new RegExp(`\\?tab=${tab}$`))
    }
    await expectNoAxeViolations(page)
    await page.context().close()
  })
}

for (const lang of LANGS) {
  test(`on a 390 px phone each account is a card with every action on screen (${lang})`, async ({ browser, request }) => {
    const creator = await createPaidCreator(request)
    const page = await openAdmin(browser, lang, '/admin', { width: 390, height: 844 })
    const row = await findRow(page, lang, creator.username)
    const buttons = row.getByRole('button')
    await expect(buttons).toHaveCount(6) // approve, reject, make admin, export data, delete, manage images
    for (const button of await buttons.all()) {
      const box = await button.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    }
    // The card may start below the fold (the search keeps the scroll position); on screen it is whole, badge included.
    const status = row.getByText(message(lang, 'admin.status.awaiting_approval'), { exact: true })
    await status.scrollIntoViewIfNeeded()
    await expect(status).toBeInViewport()
    const badge = await status.boundingBox()
    expect(badge && badge.x >= 0 && badge.x + badge.width <= 390).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await reviewScreenshot(page, `test-results/admin-phone-${lang}.png`)
    await page.context().close()
  })

  test(`on a 390 px phone the selected admin tab is scrolled into sight (${lang})`, async ({ browser }) => {
    const page = await openAdmin(browser, lang, '/admin?tab=audit', { width: 390, height: 844 })
    const selected = page.getByRole('tab', { selected: true })
    await expect(selected).toHaveText(message(lang, 'admin.tabs.audit'))
    await expect
      .poll(async () => {
        const box = await selected.boundingBox()
        return box !== null && box.x >= -1 && box.x + box.width <= 391 // sub-pixel widths
      })
      .toBe(true)
    await page.context().close()
  })
}
