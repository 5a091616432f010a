import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, gotoIn, message } from './helpers.ts'

const PHOTO = readFileSync(new URL('../fixtures/faces/face-1.jpg', import.meta.url))
const SUGGESTED = { en: 'Photo with Linen shirt by Demo Atelier', ar: 'صورة تُظهر Linen shirt من Demo Atelier' }

/**
 * A creator's first shoppable look on a phone (issue #52), touch screen in English and Arabic: the
 * upload offers the camera, the photo becomes a draft, a pasted product link becomes a product
 * card, the alt text is suggested from the product, and the public look shows the product.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`on a phone a photo becomes a tagged, published look with its product (${lang})`, async ({ page }) => {
    test.setTimeout(150_000)
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    const creator = await createApprovedCreator(page.request)
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/dashboard')
    await expectDirection(page, lang)

    const form = page.locator('form:has(input[type=file][name=image][multiple])')
    // On a touch screen the upload also offers the camera.
    await expect(form.getByText(m('images.take_photo'), { exact: true })).toBeVisible()
    await form
      .getByLabel(m('images.files_label'), { exact: true })
      .setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: PHOTO })
    await form.getByLabel(m('images.category_label')).selectOption('clothes')
    await form.getByRole('button', { name: m('images.upload_count', { count: 1 }), exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: m('images.drafts_saved', { count: 1 }) })).toBeVisible({ timeout: 60_000 })

    const look = page.locator('#drafts li').filter({ has: page.getByRole('button', { name: m('images.publish') }) })
    await expect(look).toHaveCount(1)
    await look.getByRole('button', { name: m('images.add_tag') }).click()
    const dialog = page.getByRole('dialog', { name: m('tags.add_title') })
    await dialog.getByLabel(m('tags.link_label')).fill(`${BASE_URL}/dev/demo-shop/products/linen-shirt?tag=${creator.username}-phone`)
    await dialog.getByRole('button', { name: m('tags.product.read') }).click()
    await expect(dialog.getByRole('status')).toContainText('Linen shirt', { timeout: 30_000 })
    await dialog.getByRole('button', { name: m('tags.save') }).click()
    await expect(dialog).toBeHidden()

    await expect(look.getByLabel(m('images.alt_text_label'))).toHaveValue(SUGGESTED[lang])
    await look.getByRole('button', { name: m('images.publish') }).click()
    await expect(page.getByRole('status').filter({ hasText: m('images.published') })).toBeVisible({ timeout: 30_000 })
    // Nothing runs past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    await gotoIn(page, lang, `/${creator.username}`)
    const products = page.getByRole('list', { name: m('tags.card.products') })
    await expect(products.getByRole('link', { name: /Linen shirt/ })).toBeVisible()
    // The look is named by the alt text it was published with.
    await expect(page.getByRole('article', { name: SUGGESTED[lang] })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
}
