import { expect, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

const SHOTS = process.env.REVIEW_SHOTS

/**
 * Paste a product link, get the product (issue #52), in English and Arabic: the dialog reads the
 * development demo shop's page into editable fields, the saved tag gets its picture in the
 * background, and the public look lists the product with its price in the page's language.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a pasted link fills the tag's product, shown on the public look (${lang})`, async ({ page }) => {
    test.setTimeout(150_000)
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    const creator = await createApprovedCreator(page.request)
    const api = await creatorApi(creator)
    const look = await upload(api)
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/dashboard')
    await expectDirection(page, lang)

    await page
      .getByRole('button', { name: m('images.add_tag') })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: m('tags.add_title') })
    const link = `${BASE_URL}/dev/demo-shop/products/linen-shirt?tag=${creator.username}-21`
    await dialog.getByLabel(m('tags.link_label')).fill(link)
    await dialog.getByRole('button', { name: m('tags.product.read') }).click()
    await expect(dialog.getByRole('status')).toHaveText(m('tags.product.read_done'))
    await expect(dialog.getByLabel(m('tags.product.name_label'))).toHaveValue('Linen shirt')
    await expect(dialog.getByLabel(m('tags.product.brand_label'))).toHaveValue('Demo Atelier')
    await expect(dialog.getByLabel(m('tags.product.price_label'))).toHaveValue('49.00')
    await expect(dialog.getByLabel(m('tags.product.currency_label'))).toHaveValue('EUR')
    // The creator's own words for it stay theirs.
    await dialog.getByLabel(m('tags.product.name_label')).fill(lang === 'ar' ? 'قميص كتان' : 'My linen shirt')
    await expectNoAxeViolations(page)
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/dialog-${lang}-1280.png` })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `${SHOTS}/dialog-${lang}-390.png` })
      await page.setViewportSize({ width: 1280, height: 720 })
    }
    await dialog.getByRole('button', { name: m('tags.save') }).click()
    await expect(dialog).toBeHidden()

    // The page is read again after saving: brand, price and a small stored picture; the name stays the creator's.
    await expect
      .poll(async () => (await (await api.get(`/api/tags/${look.id}`)).json())[0]?.product?.image_url ?? null, { timeout: 30_000 })
      .toMatch(/^\/uploads\/products\/.+\.webp$/)
    const [tag] = await (await api.get(`/api/tags/${look.id}`)).json()
    expect(tag).toMatchObject({ link, product: { brand: 'Demo Atelier', price_minor: 4900, currency: 'eur', edited: ['name'] } })

    await gotoIn(page, lang, `/${creator.username}`)
    const products = page.getByRole('list', { name: m('tags.card.products') })
    const price = lang === 'ar' ? /٤٩٫٠٠|49\.00/ : /€49\.00/
    const card = products.getByRole('link', { name: new RegExp(lang === 'ar' ? 'قميص كتان' : 'My linen shirt') })
    await expect(card).toBeVisible()
    await expect(card).toContainText(price)
    await expect(card.locator('img')).toHaveAttribute('src', tag.product.image_url)
    await expectNoAxeViolations(page)
    if (SHOTS) {
      await card.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/public-${lang}-1280.png` })
      await page.setViewportSize({ width: 390, height: 844 })
      await card.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/public-${lang}-390.png` })
    }
    await api.dispose()
  })
}
