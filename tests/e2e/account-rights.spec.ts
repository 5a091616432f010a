import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { readStoredZip } from '../../server/lib/zip.ts'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'

/**
 * Data rights from the profile settings: a creator downloads the archive of their data, then
 * deletes the account with their password (a wrong one first) and can no longer sign in.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a creator downloads their data and deletes the account (${lang})`, async ({ page }) => {
    test.slow() // an archive download, an axe scan in Arabic and a held deletion
    const creator = await createApprovedCreator(page.request)
    await signIn(page, creator)
    await acceptCookies(page)
    await gotoIn(page, lang, '/profile')
    await expectDirection(page, lang)
    const t = (key: string, values?: Record<string, string | number>) => message(lang, key, values)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: t('account.export.button') }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${creator.username}-data-\\d{4}-\\d{2}-\\d{2}\\.zip$`))
    const entries = readStoredZip(readFileSync((await download.path()) as string))
    const account = JSON.parse(entries.find((e) => e.name === 'account.json')?.data.toString('utf8') ?? '{}')
    expect(account).toMatchObject({ id: creator.id, username: creator.username, email: creator.email })
    await expect(page.getByText(t('account.export.done'))).toBeVisible()

    await page.getByRole('button', { name: t('account.delete.button') }).click()
    const dialog = page.getByRole('dialog', { name: t('account.delete.confirm_title') })
    await expect(dialog).toBeVisible()
    if (lang === 'ar') await expectNoAxeViolations(page)
    const password = dialog.getByLabel(t('account.delete.password'), { exact: true })
    await password.fill('not-the-password')
    await dialog.getByRole('button', { name: t('account.delete.confirm') }).click()
    await expect(dialog.getByRole('alert')).toHaveText(t('account.error_wrong_password'))

    // While the server works the dialog says so; once it answered, the page leaves by itself.
    let answer = () => {}
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    await page.route('**/api/account/delete', async (route) => {
      await held
      await route.continue()
    })
    await password.fill(creator.password)
    await dialog.getByRole('button', { name: t('account.delete.confirm') }).click()
    await expect(dialog.getByRole('status')).toHaveText(t('account.delete.deleting'))
    answer()
    await expect(page).toHaveURL(`${BASE_URL}/`)
    await expect(page.getByLabel(t('account.delete.password'), { exact: true })).toHaveCount(0)

    const login = await page.request.post('/api/auth/login', {
      headers: { origin: BASE_URL },
      data: { email: creator.email, password: creator.password },
    })
    expect(login.status()).toBe(401)
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login/)
  })
}
