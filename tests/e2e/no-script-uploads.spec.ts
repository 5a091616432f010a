import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, signIn } from './accounts.ts'
import { earlyPage, MODES } from './early-page.ts'
import { BASE_URL, message } from './helpers.ts'
import { creatorApi } from './public-fixtures.ts'

/**
 * The two forms that carry files post them as plain multipart forms (decision 0079): the
 * dashboard's photos become draft looks and the profile takes a new photo, with JavaScript off
 * and clicked at once while the scripts are held back; a photo over the limit is refused on the
 * page in its language, and a post without a session or from another site changes nothing.
 */

const jpeg = (r: number) =>
  sharp({ create: { width: 320, height: 400, channels: 3, background: { r, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()
const file = async (name: string, r: number) => ({ name, mimeType: 'image/jpeg', buffer: await jpeg(r) })
/** One byte over the 15 MB every photo field takes (contract/uploads.ts). */
const oversized = () => ({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15 * 1024 * 1024 + 1, 1) })

type Look = { id: string; published_at: string | null; category: string }

async function setUp(browser: import('@playwright/test').Browser, javaScriptEnabled: boolean, lang: 'en' | 'ar') {
  const creator = await createApprovedCreator((await browser.newContext({ baseURL: BASE_URL })).request)
  const api = await creatorApi(creator)
  const page = await earlyPage(browser, javaScriptEnabled, lang)
  await signIn(page, creator)
  const looks = async () => (await (await api.get('/api/images?limit=50')).json()) as Look[]
  const me = async () => (await (await api.get('/api/users/me')).json()) as { photo: string | null; page_name: string }
  return { creator, page, looks, me }
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`without JavaScript (${lang})`, () => {
    test('photos become draft looks with the batch category; one over the limit is refused in place, the others kept', async ({
      browser,
    }) => {
      const { page, looks } = await setUp(browser, false, lang)
      await page.goto('/dashboard')
      const photos = page.locator('input[type=file][name=image][multiple]')
      const send = page.getByRole('button', { name: message(lang, 'images.upload'), exact: true })
      // The upload form's category (each draft's own form has one too).
      const category = page.locator('form:has(input[type=file][name=image]) select[name=category]')
      await photos.setInputFiles([oversized()])
      await category.selectOption('makeup')
      await send.click()
      await expect(page.getByText(message(lang, 'images.too_large'))).toBeVisible()
      expect(await looks()).toHaveLength(0)

      await photos.setInputFiles([await file('a.jpg', 40), await file('b.jpg', 200)])
      await category.selectOption('makeup')
      await send.click()
      await expect(page.getByText(message(lang, 'images.drafts_saved', { count: 2 }))).toBeVisible()
      const made = await looks()
      expect(made).toHaveLength(2)
      expect(made.every((look) => look.published_at === null && look.category === 'makeup')).toBe(true)
      await expect(page.getByText(message(lang, 'images.draft_badge'), { exact: true })).toHaveCount(2)

      // In one post with a photo over the limit, the other photo still becomes a draft.
      await photos.setInputFiles([await file('c.jpg', 60), oversized()])
      await category.selectOption('makeup')
      await send.click()
      await expect(page.getByText(message(lang, 'images.too_large'))).toBeVisible()
      expect(await looks()).toHaveLength(3)
      await page.context().close()
    })

    test('the profile takes a new photo, which is then served', async ({ browser }) => {
      const { page, me } = await setUp(browser, false, lang)
      const before = (await me()).photo
      await page.goto('/profile')
      await page.locator('input[type=file][name=photo]').setInputFiles([oversized()])
      await page.getByRole('button', { name: message(lang, 'profile.save'), exact: true }).click()
      await expect(page.getByText(message(lang, 'profile.photo.too_large', { max: 15 }))).toBeVisible()
      expect((await me()).photo).toBe(before)

      await page.locator('input[type=file][name=photo]').setInputFiles([await file('me.jpg', 120)])
      await page.getByRole('button', { name: message(lang, 'profile.save'), exact: true }).click()
      await expect(page.getByText(message(lang, 'profile.success'))).toBeVisible()
      const photo = (await me()).photo
      expect(photo).toBeTruthy()
      expect(photo).not.toBe(before)
      const served = await page.request.get(photo as string)
      expect(served.status()).toBe(200)
      expect(served.headers()['content-type']).toMatch(/^image\//)
      await page.context().close()
    })
  })
}

test.describe(MODES[1].name, () => {
  test('photos chosen and sent at once become draft looks', async ({ browser }) => {
    const { page, looks } = await setUp(browser, true, 'en')
    await page.goto('/dashboard', { waitUntil: 'commit' })
    await page.locator('input[type=file][name=image][multiple]').setInputFiles([await file('early.jpg', 90)])
    await page.locator('select[name=category]').selectOption('clothes')
    await page.getByRole('button', { name: message('en', 'images.upload'), exact: true }).click()
    await expect.poll(async () => (await looks()).length).toBe(1)
    await page.context().close()
  })
})

test('a multipart post without a session, from another site, or with a file that is not a photo, changes nothing and is no server error', async ({
  browser,
}) => {
  const { creator, page, looks, me } = await setUp(browser, false, 'en')
  const visitor = (await browser.newContext({ baseURL: BASE_URL })).request
  const fields = { intent: 'upload', category: 'clothes', expiry_date: new Date().toISOString().slice(0, 10) }
  const dashboard = await visitor.post('/dashboard', {
    headers: { origin: BASE_URL },
    multipart: { ...fields, image: await file('x.jpg', 10) },
    maxRedirects: 0,
  })
  expect(dashboard.status()).toBeGreaterThanOrEqual(300)
  expect(dashboard.status()).toBeLessThan(400)
  expect(dashboard.headers().location).toMatch(/^\/login/)
  const profile = await visitor.post('/profile', {
    headers: { origin: BASE_URL },
    multipart: { username: creator.username, pageName: 'Taken over', photo: await file('y.jpg', 20) },
    maxRedirects: 0,
  })
  expect([301, 302, 303, 401]).toContain(profile.status())
  // Signed in, but posted from another site's page: refused before anything is read.
  const foreign = await page.request.post('/dashboard', {
    headers: { origin: 'https://evil.example' },
    multipart: { ...fields, image: await file('z.jpg', 30) },
    maxRedirects: 0,
  })
  expect(foreign.status()).toBe(403)
  // Signed in, a file that is not a photo: refused on the page (4xx), nothing kept.
  const notPhoto = await page.request.post('/dashboard', {
    headers: { origin: BASE_URL },
    multipart: { ...fields, image: { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 not a photo') } },
    maxRedirects: 0,
  })
  expect(notPhoto.status()).toBeGreaterThanOrEqual(400)
  expect(notPhoto.status()).toBeLessThan(500)
  expect(await notPhoto.text()).toContain('<form')
  expect(await looks()).toHaveLength(0)
  expect((await me()).page_name).not.toBe('Taken over')
  await page.context().close()
})
