import { expect, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

/**
 * The Links view in English and Arabic: a creator's tagged link is listed, "check again now" gives
 * an honest verdict (this machine has no internet: "could not verify"), a second check at once is
 * refused, and "hide this tag until fixed" takes the tag off the public page.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a creator checks a link and hides its tag until fixed (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    const creator = await createApprovedCreator(page.request)
    const api = await creatorApi(creator)
    const link = `https://shop.example/p/linen-shirt-${creator.username.slice(-6)}?tag=${creator.username}`
    await upload(api, { tag: link })
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/dashboard/links')
    await expectDirection(page, lang)
    await expect(page.getByRole('heading', { name: m('links.title'), level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: link })).toBeVisible()
    // On a phone the whole link is read (wrapped), not cut after a few characters.
    await page.setViewportSize({ width: 390, height: 844 })
    const cut = await page.getByRole('link', { name: link }).evaluate((el) => el.scrollWidth > el.clientWidth + 1)
    expect(cut).toBe(false)
    await page.setViewportSize({ width: 1280, height: 720 })
    await expect(page.getByText(m('links.verdict.pending'), { exact: true })).toBeVisible()

    await page.getByRole('button', { name: m('links.check_now') }).click()
    await expect(page.getByText(m('links.verdict.unverified'), { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(m('links.reason.offline'))).toBeVisible()
    await page.getByRole('button', { name: m('links.check_now') }).click()
    await expect(page.getByRole('alert')).toHaveText(m('links.check_too_soon'))
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: m('links.hide_tag') }).click()
    await expect(page.getByText(m('links.hidden'))).toBeVisible()
    const profile = await (await api.get(`/api/public/${creator.username}`)).json()
    expect(profile.images[0].tags).toEqual([])
    await page.reload()
    await expect(page.getByRole('button', { name: m('links.show_tag') })).toBeVisible()
    await api.dispose()
  })
}
