import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { type Creator, createApprovedCreator, E2E_ADMIN, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'
import { adminApi, creatorApi, type Lang, statsOf, updateProfile, upload } from './public-fixtures.ts'

const SHOP = 'https://shop.example'

/** The product site is not reachable from tests: answer it locally so the redirect completes. */
async function stubShop(page: Page) {
  await page.context().route(`${SHOP}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }))
}

async function visit(page: Page, lang: Lang, path: string) {
  await acceptCookies(page)
  const response = await gotoIn(page, lang, path)
  await expectDirection(page, lang)
  // The page's own code loads after it is painted (docs/decisions/0029); its buttons work once hydrated.
  await expect(page.locator('main [data-hydrated]')).toHaveCount(1)
  return response
}

for (const lang of ['en', 'ar'] as const) {
  const L = (key: string) => message(lang, `public.${key}`)

  test.describe(`public pages in ${lang}`, () => {
    test('business layout: header, contact, filters, search, paging and a coupon copied in one tap', async ({ page, request }) => {
      test.slow()
      const creator = await createApprovedCreator(request)
      const api = await creatorApi(creator)
      expect((await api.post('/api/users/updateLayoutStyle', { data: { layoutStyle: 'business' } })).status()).toBe(200)
      const links = { instagram: '@e2e', public_email: `${creator.username}@example.com` }
      expect((await api.post('/api/users/updateSocialLinks', { data: links })).status()).toBe(200)
      // Unsafe links are refused, so they never reach the page.
      expect((await api.post('/api/users/updateSocialLinks', { data: { facebook: 'javascript:alert(1)' } })).status()).toBe(400)
      // Paging needs 13 photos; Arabic checks the same page with fewer to keep the run short.
      const paging = lang === 'en'
      await Promise.all([
        upload(api, { category: 'makeup', description: 'Glow kit', discount: 'GLOW20' }),
        ...Array.from({ length: paging ? 12 : 2 }, (_, i) => upload(api, { description: `Linen look ${i}` })),
      ])

      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      const response = await visit(page, lang, `/${creator.username}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('[data-layout="business"]')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`E2E`)
      await expect(page.getByText(L('profile.default_specialization'))).toBeVisible()
      await expect(page.getByText(L('profile.default_introduction'))).toBeVisible()

      // Get in touch reveals the mailto link and the Instagram handle as its profile link.
      const mail = page.getByRole('link', { name: links.public_email })
      await expect(mail).toBeHidden()
      await page.getByRole('button', { name: L('profile.get_in_touch') }).click()
      await expect(mail).toHaveAttribute('href', `mailto:${links.public_email}`)
      // The creator's links, not the platform's own accounts in the footer.
      const profile = page.getByRole('main')
      await expect(profile.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/e2e')
      await expect(profile.getByRole('link', { name: /Facebook/ })).toHaveCount(0)

      const cards = page.getByRole('article')
      const first = page.locator('article img').first()
      await expect(first).toHaveAttribute('fetchpriority', 'high')
      await expect(first).toHaveAttribute('srcset', /\d+w/)
      // Only the first photo is eager (the page's largest paint on a phone); the rest load lazily (decision 0036).
      await expect(page.locator('article img').last()).toHaveAttribute('loading', 'lazy')
      const status = (n: number, total: number) => L('pagination.status').replace('{{page}}', String(n)).replace('{{total}}', String(total))
      if (paging) {
        // 13 photos: 12 on page 1, 1 on page 2; the page is in the URL.
        await expect(cards).toHaveCount(12)
        await expect(page.getByText(status(1, 2))).toBeVisible()
        await page.getByRole('link', { name: L('pagination.next_label') }).click()
        await expect(page).toHaveURL(/[?&]page=2/)
        await expect(cards).toHaveCount(1)
        await expect(page.getByText(status(2, 2))).toBeVisible()
        await page.getByRole('link', { name: L('pagination.previous_label') }).click()
        await expect(cards).toHaveCount(12)
      } else {
        await expect(cards).toHaveCount(3)
        await expect(page.getByRole('navigation', { name: L('pagination.label') })).toHaveCount(0)
      }

      // Category filter and search live in the URL.
      await page.getByRole('link', { name: L('categories.makeup'), exact: true }).click()
      await expect(page).toHaveURL(/category=makeup/)
      await expect(cards).toHaveCount(1)
      await expect(cards.first()).toContainText('Glow kit')

      // One tap copies the discount code.
      await cards
        .first()
        .getByRole('button', { name: L('card.copy_code').replace('{{code}}', 'GLOW20') })
        .click()
      await expect(page.getByRole('status').filter({ hasText: L('card.code_copied') })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('GLOW20')

      await page.getByRole('link', { name: L('categories.all'), exact: true }).click()
      // Search only once "All" has loaded, or the form still carries the makeup filter.
      await expect(page).not.toHaveURL(/category=/)
      await page.getByRole('searchbox', { name: L('profile.search_label') }).fill('LINEN look 1')
      await page.getByRole('button', { name: L('profile.search_submit') }).click()
      await expect(page).toHaveURL(/search=LINEN/)
      await expect(cards).toHaveCount(paging ? 3 : 1) // "Linen look 1" (+ "… 10", "… 11")
      await page.getByRole('searchbox', { name: L('profile.search_label') }).fill('nothing-like-this')
      await page.getByRole('button', { name: L('profile.search_submit') }).click()
      await expect(page.getByText(L('profile.no_results'))).toBeVisible()

      await page.goto(`/${creator.username}`)
      await expectNoAxeViolations(page)
    })

    test('fashion layout: Premium Picks carousel, a counted tag click and sharing', async ({ page, request }) => {
      test.slow()
      const creator = await createApprovedCreator(request)
      const api = await creatorApi(creator)
      await Promise.all([
        ...[0, 1, 2].map((i) => upload(api, { description: `Premium ${i}`, premium: true, tag: `${SHOP}/p${i}` })),
        upload(api, { description: 'Everyday denim', tag: `${SHOP}/denim`, discount: 'DENIM10' }),
      ])
      await stubShop(page)
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      // Desktop Chromium has no share sheet here; make sure, so the clipboard path is taken.
      await page.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'share')
      })

      await visit(page, lang, `/${creator.username}`)
      await expect(page.locator('[data-layout="fashion"]')).toBeVisible()
      await expect(page.getByRole('link', { name: L('categories.shop'), exact: true })).toHaveAttribute('href', `/${creator.username}/shop`)
      await expect(page.getByText(L('profile.empty'))).toHaveCount(0)

      // Premium Picks: 3 premium photos in slides of 2 → 2 slides; autoplay moves on by itself.
      const carousel = page.getByRole('region', { name: L('carousel.title') }).last()
      const slide = (n: number) =>
        carousel.getByRole('group', { name: L('carousel.slide').replace('{{number}}', String(n)).replace('{{total}}', '2') })
      await expect(slide(1)).toHaveAttribute('aria-current', 'true')
      await page.mouse.move(1, 1)
      await expect(slide(2)).toHaveAttribute('aria-current', 'true', { timeout: 7000 })
      await page.getByRole('button', { name: L('carousel.next') }).click()
      await expect(slide(1)).toHaveAttribute('aria-current', 'true')

      // A swipe beyond the 50 px threshold moves one slide (towards the reading direction's end).
      const viewport = page.locator('[data-premium-viewport]')
      const box = await viewport.boundingBox()
      if (!box) throw new Error('carousel has no box')
      const y = box.y + box.height / 2
      const from = lang === 'ar' ? box.x + box.width * 0.2 : box.x + box.width * 0.8
      const to = lang === 'ar' ? from + 200 : from - 200
      await page.mouse.move(from, y)
      await page.mouse.down()
      await page.mouse.move(to, y, { steps: 10 })
      await page.mouse.up()
      await expect(slide(2)).toHaveAttribute('aria-current', 'true')

      // A tag is a plain link through the counting redirect; the click shows up in the stats.
      const card = page.getByRole('article', { name: 'Everyday denim' })
      const tag = card.getByRole('link', { name: /shop\.example/ })
      await expect(tag).toHaveAttribute('href', /^\/go\/[0-9a-f-]{36}$/)
      await expect(tag).toHaveAttribute('rel', 'nofollow noopener')
      const popup = page.waitForEvent('popup')
      await tag.click()
      await expect(await popup).toHaveURL(`${SHOP}/denim`)
      await expect.poll(async () => (await statsOf(api)).clicks, { timeout: 10_000 }).toBe(1)

      // Clicking a photo (not a tag) opens it large and counts a click on that photo.
      await page.getByRole('button', { name: L('card.view_larger').replace('{{description}}', 'Premium 0') }).click()
      const viewer = page.getByRole('dialog', { name: 'Premium 0' })
      await expect(viewer).toBeVisible()
      await viewer.getByRole('button', { name: L('card.close') }).click()
      await expect(viewer).toBeHidden()
      await expect.poll(async () => (await statsOf(api)).clicks, { timeout: 10_000 }).toBe(2)

      // Share without a share sheet copies the link and counts a share.
      await card.getByRole('button', { name: L('share.label').replace('{{title}}', 'Everyday denim') }).click()
      await expect(page.getByRole('status').filter({ hasText: L('share.copied') })).toBeVisible()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toMatch(new RegExp(`^${BASE_URL}/${creator.username}\\?image=[0-9a-f-]{36}$`))
      await expect.poll(async () => (await statsOf(api)).shares, { timeout: 10_000 }).toBe(1)

      await expectNoAxeViolations(page)
    })

    test('share sheet: used when the device has one; a failure says so', async ({ page, request }) => {
      const creator = await createApprovedCreator(request)
      const api = await creatorApi(creator)
      await upload(api, { description: 'Shared look' })
      await page.addInitScript(() => {
        const w = window as unknown as { shared: unknown[]; failShare: boolean }
        w.shared = []
        w.failShare = false
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: unknown) => {
            if (w.failShare) throw new DOMException('denied', 'NotAllowedError')
            w.shared.push(data)
          },
        })
      })
      await visit(page, lang, `/${creator.username}`)
      const share = page.getByRole('article').getByRole('button', { name: L('share.label').replace('{{title}}', 'Shared look') })
      await share.click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared[0]?.url))
        .toContain(`/${creator.username}?image=`)
      await page.evaluate(() => {
        ;(window as unknown as { failShare: boolean }).failShare = true
      })
      await share.click()
      await expect(page.getByRole('status').filter({ hasText: L('share.failed') })).toBeVisible()
    })

    test('trends and the directory: search and filters in the URL, cards link to creators', async ({ page, request }) => {
      test.slow()
      const token = `tr${randomUUID().slice(0, 6)}`
      const creator = await createApprovedCreator(request)
      const api = await creatorApi(creator)
      const country = `Land ${token}`
      await updateProfile(api, creator, { country, specialization: 'Street style' })
      await Promise.all([
        upload(api, { description: `${token} jacket`, category: 'clothes', tag: `${SHOP}/jacket` }),
        upload(api, { description: `${token} lipstick`, category: 'makeup', tag: `${SHOP}/lipstick` }),
        // Trends are "all tagged images": an untagged photo stays on its creator's page only.
        upload(api, { description: `${token} scarf`, category: 'clothes' }),
      ])

      await visit(page, lang, '/trends')
      await expect(page.getByRole('heading', { level: 1, name: L('trends.title') })).toBeVisible()
      await page.getByRole('searchbox', { name: L('trends.search_label') }).fill(token.toUpperCase())
      await page.getByRole('button', { name: L('profile.search_submit') }).click()
      await expect(page).toHaveURL(new RegExp(`search=${token.toUpperCase()}`))
      await expect(page.getByRole('article')).toHaveCount(2)
      await page.getByRole('link', { name: L('categories.makeup'), exact: true }).click()
      await expect(page).toHaveURL(/category=makeup/)
      await expect(page).toHaveURL(/search=/)
      await expect(page.getByRole('article')).toHaveCount(1)
      await expect(page.getByRole('article')).toContainText(`${token} lipstick`)
      await expectNoAxeViolations(page)
      await page
        .getByRole('article')
        .getByRole('link', { name: `@${creator.username}` })
        .click()
      await expect(page).toHaveURL(new RegExp(`/${creator.username}$`))

      await page.goto('/allinfluencers')
      await expect(page.getByRole('heading', { level: 1, name: L('directory.title') })).toBeVisible()
      await page.getByLabel(L('directory.country_label')).selectOption(country)
      await page.getByRole('button', { name: L('profile.search_submit') }).click()
      await expect(page).toHaveURL(/country=/)
      const cards = page.getByRole('main').getByRole('listitem')
      await expect(cards).toHaveCount(1)
      await expect(cards.first()).toContainText('Street style')
      await page.getByRole('searchbox', { name: L('directory.search_label') }).fill('no-such-creator-anywhere')
      await page.getByRole('button', { name: L('profile.search_submit') }).click()
      await expect(page.getByText(L('directory.empty'))).toBeVisible()
      await page.getByRole('searchbox', { name: L('directory.search_label') }).fill(creator.username)
      await page.getByRole('button', { name: L('profile.search_submit') }).click()
      await expectNoAxeViolations(page)
      await page.getByRole('link', { name: new RegExp(creator.username) }).click()
      await expect(page).toHaveURL(new RegExp(`/${creator.username}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}

test('an unknown creator is a 404 "Influencer not found."; a creator awaiting approval is a 403', async ({ page, request }) => {
  await acceptCookies(page)
  // Paths that cannot be a username get the plain 404; the last one could be, and names the creator page's message.
  for (const path of [`/${'x'.repeat(300)}`, '/..%2F..%2Fetc%2Fpasswd', '/%F0%9F%98%80', '/nobody_here_at_all']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Influencer not found.' })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  const id = randomUUID().slice(0, 8)
  const pending = { username: `e2e_p_${id}`, email: `e2e-p-${id}@example.com`, password: 'e2e-creator-passphrase' }
  const registered = await request.post('/api/auth/create-checkout-session', {
    headers: { origin: BASE_URL },
    data: {
      ...pending,
      page_name: 'Pending',
      phone: '+49 151 0000000',
      birthdate: '1994-04-04',
      planType: 'basic',
      billingCycle: 'monthly',
      acceptTerms: true,
    },
  })
  expect(registered.status()).toBe(200)
  const response = await gotoIn(page, 'ar', `/${pending.username}`)
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: message('ar', 'public.status.not_approved') })).toBeVisible()
})

test('a creator page carries share tags, a canonical URL and language alternates', async ({ page, request }) => {
  const creator = await createApprovedCreator(request)
  const api = await creatorApi(creator)
  const image = await upload(api, { description: 'Tagged look' })
  const admin = await adminApi()
  const story = await api.post('/api/stories/submit', { data: { storyUrl: `https://instagram.com/p/${creator.username}` } })
  expect(story.status(), await story.text()).toBe(201)
  const { request: badge } = (await story.json()) as { request: { id: string } }
  expect((await admin.put(`/api/badge/${badge.id}`, { data: { action: 'approve' } })).status()).toBe(200)

  await acceptCookies(page)
  await page.goto(`/${creator.username}?page=1&utm_source=ig&fbclid=abc`)
  const head = page.locator('head')
  const base = `${BASE_URL}/${creator.username}`
  await expect(page).toHaveTitle(new RegExp(`@${creator.username}`))
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', base)
  await expect(head.locator('link[hreflang="ar"]')).toHaveAttribute('href', `${base}?lang=ar`)
  await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', base)
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile')
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${BASE_URL}/og/${creator.username}.png`)
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(page.getByRole('img', { name: message('en', 'public.profile.verified') }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Story of/ })).toHaveAttribute('href', `https://instagram.com/p/${creator.username}`)

  // A shared photo link previews that photo.
  await page.goto(`/${creator.username}?image=${image.id}`)
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute('content', `${BASE_URL}/og/image/${image.id}.png`)
})

test('without JavaScript the search form and tag links still work', async ({ browser, request }) => {
  const creator: Creator = await createApprovedCreator(request)
  const api = await creatorApi(creator)
  await upload(api, { description: 'Velvet blazer', tag: `${SHOP}/blazer` })
  await upload(api, { description: 'Cotton tee' })
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/${creator.username}`)
  await expect(page.getByRole('article')).toHaveCount(2)
  await page.getByRole('searchbox').fill('velvet')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/search=velvet/)
  await expect(page.getByRole('article')).toHaveCount(1)
  const redirect = await page.request.get(
    (await page
      .getByRole('article')
      .getByRole('link', { name: /shop\.example/ })
      .getAttribute('href')) ?? '',
    { maxRedirects: 0 },
  )
  expect(redirect.status()).toBe(302)
  expect(redirect.headers().location).toBe(`${SHOP}/blazer`)
  await context.close()
})

test('signed-in visitors share the cached public page; the header shows each one their own account', async ({ browser, request }) => {
  test.slow()
  // Another creator's page: only that creator's changes drop it from the cache, and no other test
  // changes them (trends and the directory are dropped by any creator's change in a parallel worker).
  const subject: Creator = await createApprovedCreator(request)
  const creator: Creator = await createApprovedCreator(request)
  // A path nobody has visited yet, so the first visitor below renders it and the others share it.
  const path = `/${subject.username}?visit=${randomUUID()}`
  const withoutNonce = async (response: Awaited<ReturnType<Page['goto']>>) => {
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? ''
    return (await response?.text())?.replaceAll(nonce, 'NONCE') ?? ''
  }
  const visitor = async (account?: { email: string; password: string }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await acceptCookies(page)
    if (account) await signIn(page, account)
    const response = await page.goto(path)
    await expect(page.locator('main [data-hydrated]')).toHaveCount(1)
    return { context, page, cache: response?.headers()['x-html-cache'], body: await withoutNonce(response) }
  }
  const header = (page: Page) => page.getByRole('banner')

  const own = await visitor(creator)
  const admin = await visitor(E2E_ADMIN)
  const anonymous = await visitor()
  expect(own.cache).toBe('miss')
  expect(admin.cache).toBe('hit')
  expect(anonymous.cache).toBe('hit')
  // The page rendered for the creator is the very page the others get: nothing of the account in it.
  expect(admin.body).toBe(own.body)
  expect(anonymous.body).toBe(own.body)
  for (const secret of [creator.username, creator.email, creator.id]) expect(own.body).not.toContain(secret)

  // Each browser shows its own account state, from the first paint (no Login flashing first).
  await expect(header(own.page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(header(own.page).getByRole('link', { name: 'Login' })).toBeHidden()
  await expect(header(own.page).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard')
  await expect(header(admin.page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await expect(header(admin.page).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/admin')
  await expect(header(anonymous.page).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(header(anonymous.page).getByRole('button', { name: 'Sign Out' })).toBeHidden()

  // Once the session is gone, the next page drops the hint: the same cached page is a visitor's again.
  expect((await own.page.request.post('/api/auth/logout', { headers: { origin: BASE_URL } })).status()).toBe(204)
  await own.page.goto(path)
  await expect(header(own.page).getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(header(own.page).getByRole('button', { name: 'Sign Out' })).toBeHidden()
  await Promise.all([own, admin, anonymous].map(({ context }) => context.close()))
})
