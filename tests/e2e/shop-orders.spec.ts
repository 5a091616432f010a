import { type APIRequestContext, type Browser, expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, giveTraderDetails, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, gotoIn, message } from './helpers.ts'

type Lang = 'en' | 'ar'
const headers = { origin: BASE_URL }

/** An AI-plan creator's open shop, paid out by the built-in provider, with two products. */
async function openShop(request: APIRequestContext) {
  const creator = await createApprovedCreator(request, { plan: 'ai_creator' })
  const login = await request.post('/api/auth/login', { headers, data: { email: creator.email, password: creator.password } })
  const auth = { ...headers, authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  await giveTraderDetails(request, auth)
  expect((await request.post('/api/shop/update-shop-enabled', { headers: auth, data: { enabled: true } })).status()).toBe(200)
  expect((await request.post('/api/shop/connect/local/complete', { headers: auth })).status()).toBe(200)
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#a3b18a' } })
    .jpeg()
    .toBuffer()
  const suffix = creator.username.slice(-4)
  const names = [`Capsule guide ${suffix}`, `Linen tote ${suffix}`]
  const ids: string[] = []
  for (const name of names) {
    const added = await request.post('/api/shop/add-product', {
      headers: auth,
      multipart: {
        name,
        price: '1200',
        description: 'Made to last',
        category: 'clothes',
        stock: '5',
        images: { name: 'p.jpg', mimeType: 'image/jpeg', buffer: photo },
      },
    })
    expect(added.status(), await added.text()).toBe(201)
    ids.push(((await added.json()) as { id: string }).id)
  }
  return { creator, names, ids }
}

async function openCheckout(request: APIRequestContext, username: string, cart: { id: string; quantity: number }[]) {
  const res = await request.post('/api/shop/create-checkout-session-shop', { headers, data: { page_name: username, cart } })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { url: string }).url
}

async function buyerPage(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ baseURL: BASE_URL })
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: BASE_URL },
    { name: 'lang', value: lang, url: BASE_URL },
  ])
  return context.newPage()
}

for (const lang of ['en', 'ar'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)

  test(`a declined buyer pays with another card on the same page; the order reads each product once (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000) // two browsers and a checkout on a shared machine
    const { creator, names, ids } = await openShop(page.request)
    const url = await openCheckout(page.request, creator.username, [
      { id: ids[0] as string, quantity: 1 },
      { id: ids[1] as string, quantity: 2 },
    ])

    const buyer = await buyerPage(browser, lang)
    await gotoIn(buyer, lang, url)
    await expectDirection(buyer, lang)
    const pay = async (card: string) => {
      await buyer.getByLabel(m('checkout.email')).fill('buyer@example.com')
      await buyer.getByLabel(m('checkout.card_number')).fill(card)
      await buyer.getByLabel(m('checkout.expiry')).fill('12/40')
      await buyer.getByLabel(m('checkout.cvc')).fill('123')
      await buyer.getByLabel(m('checkout.name')).fill('E2E Buyer')
      await buyer.getByRole('button', { name: new RegExp(m('checkout.pay').replace('{{amount}}', '.+')) }).click()
    }
    await pay('4000 0000 0000 0002')
    await expect(buyer.getByRole('alert')).toHaveText(m('billing.card_declined'))
    await pay('4242 4242 4242 4242')
    await expect(buyer).toHaveURL(new RegExp(`/thank-you\\?u=${creator.username}$`))
    await buyer.context().close()

    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/shop')
    const orders = page.getByRole('region', { name: m('shop.orders.title') })
    const paid = orders.getByRole('listitem').filter({ hasText: m('shop.orders.statuses.paid') })
    await expect(paid).toHaveCount(1)
    await expect(paid.locator('p').first()).toHaveText(`${names[0]}${m('shop.orders.separator')}${names[1]} × 2`)
  })

  test(`the shop currency changes while a checkout is open, and a failed change says so once (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    const { creator, ids } = await openShop(page.request)
    const checkoutUrl = await openCheckout(page.request, creator.username, [{ id: ids[0] as string, quantity: 1 }])
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/shop')

    const currency = page.getByLabel(m('shop.manage.currency_label'))
    await currency.selectOption('usd')
    await expect(page.getByRole('status').filter({ hasText: m('shop.manage.currency_saved') })).toBeVisible()
    await expect(currency).toHaveValue('usd')
    await page.reload()
    await expect(currency).toHaveValue('usd')

    // A change that does not go through keeps the saved currency and says why, in one alert.
    await page.route('**/api/shop/update-currency', (route) => route.abort())
    await currency.selectOption('gbp')
    await expect(page.getByRole('alert')).toHaveText(m('shop.manage.currency_failed'))
    await expect(page.getByText(m('shop.manage.currency_failed'))).toHaveCount(1)
    await expect(page.getByRole('status').filter({ hasText: m('shop.manage.currency_failed') })).toHaveCount(0)
    await expect(currency).toHaveValue('usd')
    // Leaving the checkout ends it (open checkouts per address are capped).
    const view = await page.request.get(`/api/shop/checkout/local/${checkoutUrl.split('/').pop()}`)
    expect((await page.request.get((await view.json()).cancel_url, { maxRedirects: 0 })).status()).toBe(303)
  })
}
