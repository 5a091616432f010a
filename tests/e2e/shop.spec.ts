import { type Browser, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message, waitForHydration } from './helpers.ts'

type Lang = 'en' | 'ar'

async function jpeg(shade: number) {
  return sharp({ create: { width: 400, height: 500, channels: 3, background: { r: shade, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer()
}

/** A visitor's own browser (no session), in a language. */
async function visitor(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ baseURL: BASE_URL })
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: BASE_URL },
    { name: 'lang', value: lang, url: BASE_URL },
  ])
  return context.newPage()
}

/** Pays the open test checkout with a card; the e-mail gets the receipt. */
async function payWith(page: Page, lang: Lang, card: string) {
  const m = (key: string) => message(lang, key)
  await expect(page).toHaveURL(/\/checkout\/lshop_/)
  await page.getByLabel(m('checkout.email')).fill('buyer@example.com')
  await page.getByLabel(m('checkout.card_number')).fill(card)
  await page.getByLabel(m('checkout.expiry')).fill('12/40')
  await page.getByLabel(m('checkout.cvc')).fill('123')
  await page.getByLabel(m('checkout.name')).fill('E2E Buyer')
  await page.getByRole('button', { name: new RegExp(m('checkout.pay').replace('{{amount}}', '.+')) }).click()
}

async function stockOf(page: Page, username: string, product: string) {
  const response = await page.request.get(`/api/shop/public/${username}/shop`)
  const body = (await response.json()) as { products: { name: string; stock: number }[] }
  return body.products.find((p) => p.name === product)?.stock
}

/**
 * The shop from both sides, in English and Arabic: an AI-plan creator opens a shop (local payouts,
 * dollars, a product with two photos); a visitor fills a cart, pays with 4242 and lands on the
 * thank-you page with the cart cleared; the seller sees the order and its receipt, the stock went
 * down (a declined card and its retry: tests/e2e/shop-orders.spec.ts).
 */
for (const lang of ['en', 'ar'] as const) {
  test(`a creator opens a shop and a visitor buys from it (${lang})`, async ({ page, browser }) => {
    test.setTimeout(120_000) // one long journey on a shared machine
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    // The spec's "$" in every language (ICU's Arabic default is "US$").
    const dollars = (amount: number) =>
      new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD' }).format(amount).replace('US$', '$')
    const creator = await createApprovedCreator(page.request, { plan: 'ai_creator' })
    const product = `Silk scarf ${creator.username.slice(-4)}`
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/shop')
    await expectDirection(page, lang)
    await expect(page.getByRole('heading', { name: m('shop.manage.title'), level: 1 })).toBeVisible()

    // Trader details first (DSA Art. 30): the form posts to its route action and leads back to My Shop.
    await page.getByRole('link', { name: m('traders.card.give') }).click()
    await expect(page.getByRole('heading', { name: m('traders.form.title'), level: 1 })).toBeVisible()
    await page.getByLabel(m('traders.form.name_label')).fill('Atelier Test')
    await page.getByLabel(m('traders.form.address_label')).fill('Teststraße 1, 10115 Berlin')
    await page.getByLabel(m('traders.form.email_label')).fill('atelier@example.com')
    await page.getByLabel(m('traders.form.phone_label')).fill('+49 30 1234567')
    await page.getByRole('button', { name: m('traders.form.submit') }).click()
    await expect(page.getByText(m('traders.errors.self_certification'))).toBeVisible()
    await expect(page.getByLabel(m('traders.form.name_label'))).toHaveValue('Atelier Test')
    await expectNoAxeViolations(page)
    await page.getByLabel(m('traders.form.certify')).check()
    await page.getByRole('button', { name: m('traders.form.submit') }).click()
    await expect(page.getByText(m('traders.form.saved'))).toBeVisible()
    await expect(page.getByText(m('traders.state.unverified'))).toBeVisible()

    // The shop goes online once the server said so; payouts through the built-in provider.
    const enabled = page.getByRole('checkbox', { name: m('shop.manage.enabled_label') })
    await expect(enabled).not.toBeChecked()
    await enabled.click() // controlled: it turns checked only when the server agreed
    await expect(enabled).toBeChecked()
    await expect(page.getByText(m('shop.manage.enabled_on'))).toBeVisible()
    await page.getByRole('button', { name: m('shop.manage.connect') }).click()
    await expect(page).toHaveURL(/\/shop\/connect\/local$/)
    await page.getByRole('button', { name: m('shop.connect.complete') }).click()
    await expect(page.getByText(m('shop.manage.returned_ready'))).toBeVisible()
    await expect(page.getByRole('button', { name: m('shop.manage.dashboard') })).toBeVisible()
    await page.getByLabel(m('shop.manage.currency_label')).selectOption('usd')
    await expect(page.getByText(m('shop.manage.currency_saved'))).toBeVisible()

    // Five photos are refused before anything is sent; two are fine.
    const form = page.getByRole('region', { name: m('shop.form.add_title') })
    await form.getByLabel(m('shop.form.name')).fill(product)
    await form.getByLabel(m('shop.form.price', { symbol: '$' })).fill('25.00')
    await form.getByLabel(m('shop.form.stock')).fill('3')
    await form.getByLabel(m('shop.form.category')).selectOption('clothes')
    await form.getByLabel(m('shop.form.discount')).fill('SCARF10')
    await form.getByLabel(m('shop.form.description')).fill('Hand-printed silk')
    const photos = form.getByLabel(m('shop.form.images'))
    const files = await Promise.all(
      [40, 80, 120, 160, 200].map(async (shade, i) => ({ name: `p${i}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(shade) })),
    )
    await photos.setInputFiles(files)
    await expect(form.getByText(m('errors.shop.too_many_images'))).toBeVisible()
    await photos.setInputFiles(files.slice(0, 2))
    await form.getByRole('button', { name: m('shop.form.submit_add') }).click()
    await expect(page.getByText(m('shop.form.added'))).toBeVisible()
    const products = page.getByRole('region', { name: new RegExp(m('shop.products.title')) })
    await expect(products.getByText(product)).toBeVisible()
    await expectNoAxeViolations(page)

    // A visitor: the storefront with the price in dollars, the photos, the cart's states.
    const buyer = await visitor(browser, lang)
    await buyer.goto(`/${creator.username}/shop`)
    await expectDirection(buyer, lang)
    const card = buyer.getByRole('article').filter({ hasText: product })
    await expect(card.getByText(dollars(25))).toBeVisible()
    await expect(card.getByRole('button', { name: m('shop.store.image_alt', { name: product, number: 2 }) })).toBeVisible()
    await expect(card.getByText('SCARF10')).toBeVisible()
    await expect(buyer.getByRole('heading', { name: m('traders.store.title') })).toBeVisible()
    await expect(buyer.getByText('Atelier Test')).toBeVisible()
    await expectNoAxeViolations(buyer)
    // The page's script keeps the cart in this browser (before it runs, the cart page does: storefront-no-script.spec.ts).
    await waitForHydration(buyer)
    await card.getByRole('button', { name: m('shop.store.add_label', { name: product }) }).click()
    await expect(card.getByRole('button', { name: m('shop.store.added') })).toBeVisible()
    await expect(card.getByRole('button', { name: m('shop.store.remove_label', { name: product }) })).toBeVisible()
    await expect(buyer.getByTestId('cart-count')).toHaveText('1')

    // All three in the cart: the product is out of stock for this visitor; back to two and pay.
    await buyer.getByRole('button', { name: m('shop.cart.open_label', { count: 1 }) }).click()
    const dialog = buyer.getByRole('dialog', { name: m('shop.cart.title') })
    await dialog.getByRole('button', { name: m('shop.cart.increase', { name: product }) }).click()
    await dialog.getByRole('button', { name: m('shop.cart.increase', { name: product }) }).click()
    await expect(dialog.getByRole('button', { name: m('shop.cart.increase', { name: product }) })).toBeDisabled()
    await dialog.getByRole('button', { name: m('shop.cart.close') }).click()
    await expect(card.getByRole('button', { name: m('shop.store.out_of_stock') })).toBeDisabled()
    await buyer.getByRole('button', { name: m('shop.cart.open_label', { count: 3 }) }).click()
    await dialog.getByRole('button', { name: m('shop.cart.decrease', { name: product }) }).click()
    await expect(dialog.getByTestId('cart-total')).toHaveText(dollars(50))
    await dialog.getByRole('button', { name: m('shop.cart.checkout') }).click()
    // The open checkout holds two; the seller sees them held; leaving the payment page releases them.
    await expect(buyer).toHaveURL(/\/checkout\/lshop_/)
    expect(await stockOf(buyer, creator.username, product)).toBe(1)
    await page.reload()
    await expect(page.getByText(m('shop.manage.held', { units: 2 }))).toBeVisible()
    await buyer.getByRole('link', { name: m('shop.checkout.back') }).click()
    await expect(buyer).toHaveURL(new RegExp(`/${creator.username}/shop$`))
    expect(await stockOf(buyer, creator.username, product)).toBe(3)
    await buyer.getByRole('button', { name: m('shop.cart.open_label', { count: 2 }) }).click()
    await dialog.getByRole('button', { name: m('shop.cart.checkout') }).click()
    await payWith(buyer, lang, '4242 4242 4242 4242')
    await expect(buyer).toHaveURL(new RegExp(`/thank-you\\?u=${creator.username}$`))
    await expect(buyer.getByRole('heading', { name: m('shop.thank_you.title') })).toBeVisible()
    expect(await buyer.evaluate((key) => localStorage.getItem(key), `cart_${creator.username.toLowerCase()}`)).toBeNull()
    await buyer.getByRole('link', { name: m('shop.thank_you.back') }).click()
    await expect(buyer.getByTestId('cart-count')).toHaveText('0')
    expect(await stockOf(buyer, creator.username, product)).toBe(1)

    // The seller: the paid order with its receipt, one left in stock.
    await page.reload()
    const orders = page.getByRole('region', { name: m('shop.orders.title') })
    const paid = orders.getByRole('listitem').filter({ hasText: m('shop.orders.statuses.paid') })
    await expect(paid).toHaveCount(1)
    await expect(paid.getByText(product)).toBeVisible()
    await expect(products.getByText(m('shop.products.stock', { count: 1 }))).toBeVisible()
    await paid.getByRole('link').click()
    await expect(page.getByRole('heading', { name: m('shop.receipt.title'), level: 1 })).toBeVisible()
    await expect(page.getByTestId('receipt-total')).toHaveText(dollars(50))
    await buyer.context().close()
  })
}

test('My Shop is for the AI plan: a visitor goes to login, a basic creator to the subscription', async ({ page }) => {
  await acceptCookies(page)
  await gotoIn(page, 'en', '/shop')
  await expect(page).toHaveURL(/\/login$/)
  const basic = await createApprovedCreator(page.request)
  await signIn(page, basic)
  await gotoIn(page, 'en', '/shop')
  await expect(page).toHaveURL(/\/subscription$/)
})

test('an unknown or closed shop is a clear page, not an error', async ({ page }) => {
  await acceptCookies(page)
  const response = await gotoIn(page, 'en', '/nobody-here-at-all/shop')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: message('en', 'shop.store.unavailable_title') })).toBeVisible()
  // A creator whose shop was never switched on.
  const closed = await createApprovedCreator(page.request, { plan: 'ai_creator' })
  expect((await gotoIn(page, 'en', `/${closed.username}/shop`))?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: message('en', 'shop.store.unavailable_title') })).toBeVisible()
})

test('a seller sets the most units per order, with the reasons a value is refused (ar)', async ({ page }) => {
  const m = (key: string, values: Record<string, string | number> = {}) => message('ar', key, values)
  const creator = await createApprovedCreator(page.request, { plan: 'ai_creator' })
  await acceptCookies(page)
  await signIn(page, creator)
  await gotoIn(page, 'ar', '/shop')
  const limits = page.getByRole('region', { name: m('shop.manage.limits_title') })
  const perLine = limits.getByLabel(m('shop.manage.max_per_line_label'))
  const perCheckout = limits.getByLabel(m('shop.manage.max_per_checkout_label'))
  await expect(perLine).toHaveValue('10')
  await expect(perCheckout).toHaveValue('20')
  await perLine.fill('8')
  await perCheckout.fill('5')
  await limits.getByRole('button', { name: m('shop.manage.limits_save') }).click()
  await expect(limits.getByText(m('errors.shop.limit_below_line'))).toBeVisible()
  await perCheckout.fill('12')
  await limits.getByRole('button', { name: m('shop.manage.limits_save') }).click()
  await expect(page.getByText(m('shop.manage.limits_saved'))).toBeVisible()
  await page.reload()
  await expect(perLine).toHaveValue('8')
  await expect(perCheckout).toHaveValue('12')
  await expectNoAxeViolations(page)
})

test('a seller edits a product and deletes it after confirming (ar)', async ({ page }) => {
  const m = (key: string, values: Record<string, string | number> = {}) => message('ar', key, values)
  const creator = await createApprovedCreator(page.request, { plan: 'ai_creator' })
  await acceptCookies(page)
  await signIn(page, creator)
  const added = await page.request.post('/api/shop/add-product', {
    headers: { origin: BASE_URL },
    multipart: {
      name: 'Lip tint',
      price: '1500',
      description: 'Soft matte',
      category: 'makeup',
      stock: '4',
      images: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await jpeg(90) },
    },
  })
  expect(added.status(), await added.text()).toBe(201)
  await gotoIn(page, 'ar', '/shop')
  const products = page.getByRole('region', { name: new RegExp(m('shop.products.title')) })
  await products.getByRole('button', { name: m('shop.products.edit_label', { name: 'Lip tint' }) }).click()
  const form = page.getByRole('region', { name: m('shop.form.edit_title') })
  await expect(form.getByLabel(m('shop.form.name'))).toHaveValue('Lip tint')
  await form.getByLabel(m('shop.form.name')).fill('Lip tint rose')
  await form.getByLabel(m('shop.form.stock')).fill('-1')
  await form.getByRole('button', { name: m('shop.form.submit_edit') }).click()
  await expect(form.getByText(m('errors.shop.stock_invalid'))).toBeVisible()
  await form.getByLabel(m('shop.form.stock')).fill('2')
  await form.getByRole('button', { name: m('shop.form.submit_edit') }).click()
  await expect(page.getByText(m('shop.form.updated'))).toBeVisible()
  await expect(products.getByText('Lip tint rose')).toBeVisible()
  await expect(products.getByText(m('shop.products.stock', { count: 2 }))).toBeVisible()

  await products.getByRole('button', { name: m('shop.products.delete_label', { name: 'Lip tint rose' }) }).click()
  const confirm = page.getByRole('dialog', { name: m('shop.products.delete_title') })
  await confirm.getByRole('button', { name: m('shop.products.delete_confirm') }).click()
  await expect(page.getByText(m('shop.products.deleted'))).toBeVisible()
  await expect(products.getByText(m('shop.products.empty'))).toBeVisible()
})
