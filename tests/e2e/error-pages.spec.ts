import { expect, test } from '@playwright/test'
import { E2E_ADMIN, signIn } from './accounts.ts'
import { acceptCookies, expectDirection, gotoIn, message } from './helpers.ts'

/** Page data travels as `<path>.data` on moves between pages; these tests make it fail. */
const pageData = (path: string) => new RegExp(`${path}\\.data(\\?|$)`)

for (const lang of ['en', 'ar'] as const) {
  const m = (key: string) => message(lang, key)

  test(`paths that cannot be a username are a plain 404, not a missing creator (${lang})`, async ({ page }) => {
    test.slow() // eight pages in one test
    await acceptCookies(page)
    // Several segments, or a word no one may register as a username (`/setup`), are no creator either.
    for (const path of ['/favicon.png', '/wp-login.php', '/robots.txt.bak', '/%3Cscript%3E', '/a..b', '/no/such/page', '/setup']) {
      const response = await gotoIn(page, lang, path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('errors.page_not_found_title'))
      await expect(page).toHaveTitle(new RegExp(`^${m('errors.meta.title')} · `))
      await expect(page.getByText(m('public.status.influencer_not_found'))).toHaveCount(0)
    }
    // A name that could be a creator's still says that no such creator exists.
    const response = await gotoIn(page, lang, '/nobody.here_yet')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('public.status.influencer_not_found'))
  })

  test(`a page whose data fails to load keeps the header and navigation and loads again on retry (${lang})`, async ({ page }) => {
    await acceptCookies(page)
    await gotoIn(page, lang, '/about')
    await page.route(pageData('/trends'), (route) => route.abort())
    await page
      .getByRole('navigation', { name: m('nav.main') })
      .getByRole('link', { name: m('nav.trends') })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('errors.page_error_title'))
    await expect(page.getByText(m('errors.page_load_failed_text'))).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('navigation', { name: m('nav.main') })).toBeVisible()
    await expectDirection(page, lang)

    await page.unroute(pageData('/trends'))
    await page.getByRole('button', { name: m('errors.retry') }).click()
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(m('errors.page_error_title'))
    await expect(page).toHaveURL(/\/trends$/)
  })

  test(`the admin's Badge Requests tab says it failed to load when its data does not arrive (${lang})`, async ({ page }) => {
    await acceptCookies(page)
    await signIn(page, E2E_ADMIN)
    await gotoIn(page, lang, '/admin')
    await page.route(pageData('/admin'), (route) => route.abort())
    await page.getByRole('tab', { name: new RegExp(m('admin.tabs.badges')) }).click()
    await expect(page.getByText(m('admin.badges.load_failed'))).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('tab', { name: new RegExp(m('admin.tabs.badges')) })).toHaveAttribute('aria-selected', 'true')
  })
}
