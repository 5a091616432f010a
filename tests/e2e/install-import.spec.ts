import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { instagramArchive } from '../fixtures/zip.ts'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'

/**
 * The installable app and the Instagram import, in English and Arabic: every page names the
 * manifest, the creator's pages register the service worker, which shows the offline page when a
 * page cannot be reached; the import page takes a data download and shows what it made.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a creator's app works offline as far as it should, and imports an Instagram archive (${lang})`, async ({ page, context }) => {
    // Registration, approval, an import through the image pipeline and an axe scan on a shared 2-core machine.
    test.setTimeout(150_000)
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    const creator = await createApprovedCreator(page.request)
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/dashboard/import')
    await expectDirection(page, lang)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    expect(new URL(scope).pathname).toBe('/')

    // Without a connection a page shows the offline page; nothing of the account was kept.
    await context.setOffline(true)
    await page.goto('/dashboard').catch(() => undefined)
    await expect(page.getByRole('heading', { name: m('install.offline.title') })).toBeVisible()
    await expect(page.getByText(creator.username)).toHaveCount(0)
    await context.setOffline(false)

    await gotoIn(page, lang, '/dashboard/import')
    await expect(page.getByRole('heading', { name: m('imports.title'), level: 1 })).toBeVisible()
    const photo = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#e879f9' } })
      .jpeg()
      .toBuffer()
    const archive = instagramArchive([
      { photos: [{ name: 'a.jpg', data: photo }], caption: 'Café 🌞', video: true },
      { photos: [{ name: 'b.jpg', data: photo }] },
    ])
    await page.getByLabel(m('imports.file_label')).setInputFiles({ name: 'instagram.zip', mimeType: 'application/zip', buffer: archive })
    await page.getByRole('button', { name: m('imports.submit') }).click()
    await expect(page.getByText(m('imports.status.done', { count: 2 }))).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(m('imports.status.videos', { count: 1 }))).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
