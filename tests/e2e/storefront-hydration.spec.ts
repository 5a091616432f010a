import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, giveTraderDetails } from './accounts.ts'
import { acceptCookies, gotoIn, message, waitForHydration } from './helpers.ts'
import { creatorApi } from './public-fixtures.ts'

type Fiber = { type: unknown; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; memoizedProps: unknown }

/**
 * The storefront hydrates without rendering its product cards a second time (decision 0036):
 * the cart buttons are forms that need no second render, and an empty saved cart changes no state. React calls
 * the DevTools hook after every commit; a card's <article> whose props were created anew in a
 * commit after it existed was rendered again.
 */
test('the storefront hydrates without rendering its product cards a second time', async ({ page, request }) => {
  const creator = await createApprovedCreator(request, { plan: 'ai_creator' })
  const api = await creatorApi(creator)
  await giveTraderDetails(api)
  expect((await api.post('/api/shop/update-shop-enabled', { data: { enabled: true } })).status()).toBe(200)
  for (const shade of [60, 160]) {
    const buffer = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: shade, g: 120, b: 90 } } })
      .jpeg()
      .toBuffer()
    const added = await api.post('/api/shop/add-product', {
      multipart: {
        name: `Scarf ${shade}`,
        price: '2500',
        description: 'Hand-printed silk',
        stock: '5',
        images: { name: 'p.jpg', mimeType: 'image/jpeg', buffer },
      },
    })
    expect(added.status(), await added.text()).toBeLessThan(300)
  }

  await page.addInitScript(() => {
    const state = { commits: 0, cardsRenderedAgain: 0 }
    const count = (fiber: Fiber | null) => {
      for (let f = fiber; f; f = f.sibling) {
        if (f.type === 'article' && f.alternate && f.alternate.memoizedProps !== f.memoizedProps) state.cardsRenderedAgain++
        count(f.child)
      }
    }
    Object.assign(window, {
      __renders: state,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onCommitFiberRoot(_id: number, root: { current: Fiber }) {
          state.commits++
          count(root.current.child)
        },
      },
    })
  })
  await acceptCookies(page)
  await gotoIn(page, 'en', `/${creator.username}/shop`)
  await expect(page.getByRole('article')).toHaveCount(2)
  await waitForHydration(page)
  const renders = await page.evaluate(() => (window as unknown as { __renders: { commits: number; cardsRenderedAgain: number } }).__renders)
  expect(renders.commits).toBeGreaterThan(0)
  expect(renders.cardsRenderedAgain).toBe(0)
})

test('on a phone the floating cart stays clear of the cookie notice, and moves down once it is accepted', async ({ page, request }) => {
  const creator = await createApprovedCreator(request, { plan: 'ai_creator' })
  const api = await creatorApi(creator)
  await giveTraderDetails(api)
  expect((await api.post('/api/shop/update-shop-enabled', { data: { enabled: true } })).status()).toBe(200)
  const buffer = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 90, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer()
  const added = await api.post('/api/shop/add-product', {
    multipart: {
      name: 'Belt',
      price: '1500',
      description: 'Leather',
      stock: '3',
      images: { name: 'p.jpg', mimeType: 'image/jpeg', buffer },
    },
  })
  expect(added.status(), await added.text()).toBeLessThan(300)

  await page.setViewportSize({ width: 390, height: 844 })
  await gotoIn(page, 'ar', `/${creator.username}/shop`)
  const notice = page.getByRole('region', { name: message('ar', 'cookies.banner_label') })
  const cart = page.getByRole('button', { name: message('ar', 'shop.cart.open_label', { count: 0 }) })
  await waitForHydration(page)
  const noticeTop = (await notice.boundingBox())?.y ?? 0
  const cartBox = await cart.boundingBox()
  expect((cartBox?.y ?? 0) + (cartBox?.height ?? 0)).toBeLessThanOrEqual(noticeTop)
  await cart.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')

  await notice.getByRole('button').click()
  await expect(notice).toHaveCount(0)
  await expect.poll(async () => 844 - ((await cart.boundingBox())?.y ?? 0) - ((await cart.boundingBox())?.height ?? 0)).toBe(20)
})
