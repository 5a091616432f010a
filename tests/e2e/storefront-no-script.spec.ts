import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, giveTraderDetails } from './accounts.ts'
import { BASE_URL, message, waitForHydration } from './helpers.ts'

/**
 * Add to cart and checkout on the storefront work before its script has loaded and without it
 * (decision 0084): each click comes at once after the first paint; the checkout holds the stock
 * as the API's does. With the script held back 5 s, the early cart joins the browser's cart once
 * the script runs.
 */

const HOLD_MS = 5000
const m = (key: string, values: Record<string, string | number> = {}) => message('en', key, values)

/** An AI-plan creator's open shop, paid out by the built-in provider, with one product (4 in stock). */
async function openShop(request: APIRequestContext) {
  const creator = await createApprovedCreator(request, { plan: 'ai_creator' })
  const headers = { origin: BASE_URL }
  const login = await request.post('/api/auth/login', { headers, data: { email: creator.email, password: creator.password } })
  const auth = { ...headers, authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  await giveTraderDetails(request, auth)
  await giveTraderDetails(request, auth)
  expect((await request.post('/api/shop/update-shop-enabled', { headers: auth, data: { enabled: true } })).status()).toBe(200)
  expect((await request.post('/api/shop/connect/local/complete', { headers: auth })).status()).toBe(200)
  const buffer = await sharp({ create: { width: 300, height: 375, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer()
  const name = `Early cap ${creator.username.slice(-4)}`
  const added = await request.post('/api/shop/add-product', {
    headers: auth,
    multipart: { name, price: '1200', description: 'Cotton', stock: '4', images: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
  })
  expect(added.status(), await added.text()).toBeLessThan(300)
  return { username: creator.username, product: name }
}

async function stockOf(page: Page, username: string, product: string) {
  const answer = await page.request.get(`/api/shop/public/${username}/shop`)
  return ((await answer.json()) as { products: { name: string; stock: number }[] }).products.find((p) => p.name === product)?.stock
}

/** A visitor's page: JavaScript off, or every script of the build held back HOLD_MS. */
async function earlyPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: BASE_URL })
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }])
  const page = await context.newPage()
  if (javaScriptEnabled)
    await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
      await route.continue().catch(() => {}) // the page may be gone by then
    })
  return page
}

test('without JavaScript a visitor adds to the cart, changes the quantity and checks out', async ({ browser, request }) => {
  const { username, product } = await openShop(request)
  const page = await earlyPage(browser, false)
  await page.goto(`/${username}/shop`)
  await page.getByRole('button', { name: m('shop.store.add_label', { name: product }) }).click()
  await expect(page).toHaveURL(new RegExp(`/${username}/cart$`))
  const quantity = page.getByRole('status', { name: m('shop.cart.quantity_label', { name: product }) })
  await expect(quantity).toHaveText('1')
  await page.getByRole('button', { name: m('shop.cart.increase', { name: product }) }).click()
  await expect(quantity).toHaveText('2')
  await page.getByRole('button', { name: m('shop.cart.checkout') }).click()
  // The checkout service's hold: two of four taken while the payment page is open.
  await expect(page).toHaveURL(/\/checkout\/lshop_/, { timeout: 30_000 })
  expect(await stockOf(page, username, product)).toBe(2)
  await page.context().close()
})

test('Add to cart tapped before the scripts load lands in the cart, which the script then keeps', async ({ browser, request }) => {
  test.setTimeout(90_000) // the scripts held back, then two page loads on a shared machine
  const { username, product } = await openShop(request)
  const page = await earlyPage(browser, true)
  await page.goto(`/${username}/shop`, { waitUntil: 'commit' })
  await page.getByRole('button', { name: m('shop.store.add_label', { name: product }) }).click()
  await expect(page).toHaveURL(new RegExp(`/${username}/cart$`))
  const quantity = page.getByRole('status', { name: m('shop.cart.quantity_label', { name: product }) })
  await expect(quantity).toHaveText('1')
  // Once the script runs, the cookie's line is in the browser's cart and the cookie is gone.
  await waitForHydration(page)
  await page.unrouteAll({ behavior: 'ignoreErrors' }) // the scripts are in: the checkout's own chunk comes on time
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `cart_${username.toLowerCase()}`)).toContain('"quantity":1')
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(`cart_${username.toLowerCase()}`)
  await page.getByRole('button', { name: m('shop.cart.increase', { name: product }) }).click()
  await expect(quantity).toHaveText('2')
  await page.getByRole('button', { name: m('shop.cart.checkout') }).click()
  await expect(page).toHaveURL(/\/checkout\/lshop_/, { timeout: 30_000 })
  expect(await stockOf(page, username, product)).toBe(2)
  await page.context().close()
})
