import { expect, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

const SHOTS = process.env.REVIEW_SHOTS

/**
 * Paste a product link, get the product (issue #52), in English and Arabic: the dialog reads the
 * development demo shop's page into a product card whose fields open on request (an unreadable
 * page leaves them open with a note), the saved tag gets its picture in the
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
    // A page with no product: its note, the fields open, nothing to unfold.
    await dialog.getByLabel(m('tags.link_label')).fill(`${BASE_URL}/dev/demo-shop/products/missing-bag`)
    await dialog.getByRole('button', { name: m('tags.product.read') }).click()
    await expect(dialog.getByRole('status')).toHaveText(m('tags.product.unreadable'), { timeout: 30_000 })
    await expect(dialog.getByLabel(m('tags.product.name_label'))).toBeVisible()
    await expect(dialog.getByRole('button', { name: m('tags.product.edit_details') })).toHaveCount(0)
    const link = `${BASE_URL}/dev/demo-shop/products/linen-shirt?tag=${creator.username}-21`
    await dialog.getByLabel(m('tags.link_label')).fill(link)
    await dialog.getByRole('button', { name: m('tags.product.read') }).click()
    // What the page says comes as one card in the status region; its fields stay closed but in the form.
    const found = dialog.getByRole('status')
    const price = lang === 'ar' ? /٤٩٫٠٠|49\.00/ : /€49\.00/
    await expect(found).toContainText(m('tags.product.found'), { timeout: 30_000 })
    await expect(found).toContainText('Linen shirt')
    await expect(found).toContainText('Demo Atelier')
    await expect(found).toContainText(price)
    await expect(found).toContainText(m('tags.product.in_stock'))
    const details = dialog.getByRole('button', { name: m('tags.product.edit_details') })
    await expect(details).toHaveAttribute('aria-expanded', 'false')
    await expect(dialog.getByLabel(m('tags.product.name_label'))).toBeHidden()
    await expectNoAxeViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dialog-card-${lang}-390.png` })
    await details.focus()
    await page.keyboard.press('Enter')
    await expect(details).toHaveAttribute('aria-expanded', 'true')
    await expect(dialog.getByLabel(m('tags.product.name_label'))).toHaveValue('Linen shirt')
    await expect(dialog.getByLabel(m('tags.product.brand_label'))).toHaveValue('Demo Atelier')
    await expect(dialog.getByLabel(m('tags.product.price_label'))).toHaveValue('49.00')
    await expect(dialog.getByLabel(m('tags.product.currency_label'))).toHaveValue('EUR')
    // The creator's own words for it stay theirs.
    await dialog.getByLabel(m('tags.product.name_label')).fill(lang === 'ar' ? 'قميص كتان' : 'My linen shirt')
    await expect(found).toContainText(lang === 'ar' ? 'قميص كتان' : 'My linen shirt')
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

    // Opened again, the saved tag shows its card with the stored picture, its fields closed.
    await gotoIn(page, lang, '/dashboard')
    await page.getByRole('button', { name: m('images.tag_label', { number: 1, link }) }).click()
    const edit = page.getByRole('dialog', { name: m('tags.edit_title') })
    await expect(edit.getByRole('status')).toContainText(lang === 'ar' ? 'قميص كتان' : 'My linen shirt')
    await expect(edit.getByRole('status').locator('img')).toHaveAttribute('src', tag.product.image_url)
    await expect(edit.getByLabel(m('tags.product.name_label'))).toBeHidden()
    await edit.getByRole('button', { name: m('tags.cancel') }).click()

    await gotoIn(page, lang, `/${creator.username}`)
    const products = page.getByRole('list', { name: m('tags.card.products') })
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

/**
 * A look without a description gets its alt text from the tagged products: shown in the field as
 * a suggestion the creator can change, and publishing takes it, with script and without.
 */
test('a tagged draft without a description is published with the alt text suggested from its product', async ({ page, browser }) => {
  test.setTimeout(150_000)
  const m = (key: string, values: Record<string, string | number> = {}) => message('en', key, values)
  const suggested = 'Photo with Linen shirt by Demo Atelier'
  const creator = await createApprovedCreator(page.request)
  const api = await creatorApi(creator)
  const draft = await upload(api, { description: '', draft: true })
  const lookOf = async (id: string) => ((await (await api.get('/api/images?limit=10')).json()) as { id: string }[]).find((i) => i.id === id)
  await acceptCookies(page)
  await signIn(page, creator)
  await gotoIn(page, 'en', '/dashboard')

  const look = page.locator(`[id="look-${draft.id}"]`)
  const alt = look.getByLabel(m('images.alt_text_label'))
  await expect(alt).toHaveValue('')
  await look.getByRole('button', { name: m('images.add_tag') }).click()
  const dialog = page.getByRole('dialog', { name: m('tags.add_title') })
  await dialog.getByLabel(m('tags.link_label')).fill(`${BASE_URL}/dev/demo-shop/products/linen-shirt?tag=${creator.username}-1`)
  await dialog.getByRole('button', { name: m('tags.product.read') }).click()
  await expect(dialog.getByRole('status')).toContainText('Linen shirt')
  await dialog.getByRole('button', { name: m('tags.save') }).click()
  await expect(dialog).toBeHidden()
  await expect(alt).toHaveValue(suggested)
  await expect(look.getByText(m('images.alt_text_suggested'))).toBeVisible()
  await look.getByRole('button', { name: m('images.publish') }).click()
  await expect(look.getByRole('status').filter({ hasText: m('images.published') })).toBeVisible({ timeout: 30_000 })
  expect(await lookOf(draft.id)).toMatchObject({ alt_text: suggested, published_at: expect.any(String) })

  // Without script: the look's page renders the suggestion into the field, and a plain post publishes it.
  const second = await upload(api, { description: '', draft: true, tag: `${BASE_URL}/dev/demo-shop/products/linen-shirt?look=2` })
  await expect
    .poll(async () => (await (await api.get(`/api/tags/${second.id}`)).json())[0]?.product?.name ?? null, { timeout: 30_000 })
    .toBe('Linen shirt')
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const plain = await context.newPage()
  await plain.goto(`/dashboard/looks/${second.id}`)
  await expect(plain.getByLabel(m('images.alt_text_label'))).toHaveValue(suggested)
  await plain.getByRole('button', { name: m('images.publish') }).click()
  await expect(plain).toHaveURL(/\/dashboard\?published=/, { timeout: 30_000 })
  expect(await lookOf(second.id)).toMatchObject({ alt_text: suggested, published_at: expect.any(String) })
  await context.close()
  await api.dispose()
})
