import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { type Creator, createApprovedCreator, signIn } from './accounts.ts'
import { BASE_URL, gotoIn, waitForHydration } from './helpers.ts'

type Lang = 'en' | 'ar'
type Catalog = Record<string, string> & { categories: Record<string, string> }

const catalog = (lang: Lang, ns: 'images' | 'tags' | 'validation'): Catalog =>
  JSON.parse(readFileSync(new URL(`../../web/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'))

/** A real, small JPEG (the server decodes uploads), unique per call so no two uploads are equal. */
async function jpeg(seed = Math.floor(Math.random() * 200)) {
  return sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 40 + seed, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()
}

/** A counted message as i18next picks it (en: one/other; ar: its six forms, here `few` for 3). */
const plural = (lang: Lang, c: Catalog, key: string, count: number) =>
  (c[`${key}_${new Intl.PluralRules(lang).select(count)}`] ?? c[`${key}_other`]).replace('{{count}}', String(count))

const isoDay = (offsetDays: number) => {
  const d = new Date()
  d.setDate(d.getDate() + offsetDays)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

interface Uploaded {
  id: string
}

/** Uploads through the API as the signed-in page (same cookie as the browser). */
async function uploadViaApi(page: Page, fields: { category?: string; discount?: string } = {}): Promise<Uploaded> {
  const response = await page.request.post('/api/images/upload', {
    headers: { origin: BASE_URL },
    multipart: {
      image: { name: 'look.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
      category: fields.category ?? 'clothes',
      expiry_date: isoDay(5),
      description: 'Linen summer look',
      discount: fields.discount ?? '',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Uploaded
}

async function tagsOf(page: Page, imageId: string) {
  const response = await page.request.get(`/api/tags/${imageId}`)
  expect(response.status()).toBe(200)
  return (await response.json()) as { id: string; x_percent: number; y_percent: number; link: string }[]
}

async function openDashboard(page: Page, lang: Lang): Promise<Creator> {
  const creator = await createApprovedCreator(page.request)
  await signIn(page, creator)
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }])
  await gotoIn(page, lang, '/dashboard')
  return creator
}

for (const lang of ['en', 'ar'] as const) {
  const I = catalog(lang, 'images')
  const T = catalog(lang, 'tags')
  const V = catalog(lang, 'validation')

  test.describe(`image manager (${lang})`, () => {
    test('uploads a batch of photos as drafts, then tags and publishes one by keyboard alone', async ({ page }) => {
      // Three photos through the whole image pipeline, on a machine that may be busy.
      test.slow()
      const creator = await openDashboard(page, lang)
      await waitForHydration(page)
      const files = page.getByLabel(I.files_label, { exact: true })
      const upload = page.getByRole('button', { name: I.upload, exact: true })
      await upload.focus()
      await page.keyboard.press('Enter')
      await expect(files).toBeFocused()
      await expect(page.getByText(V.required).first()).toBeVisible()

      // Three photos in one go; the batch's category, and the expiry the form proposes.
      await files.setInputFiles(
        await Promise.all([1, 2, 3].map(async (n) => ({ name: `look-${n}.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(n * 40) }))),
      )
      await page.getByLabel(I.category_label).first().selectOption('makeup')
      const send = page.getByRole('button', { name: plural(lang, I, 'upload_count', 3), exact: true })
      await send.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('status').filter({ hasText: plural(lang, I, 'drafts_saved', 3) })).toBeVisible({ timeout: 90_000 })
      const drafts = page.locator('#drafts li').filter({ has: page.getByRole('button', { name: I.publish }) })
      await expect(drafts).toHaveCount(3)
      // Held by its id: once published it has no Publish button and leaves `drafts`.
      const look = page.locator(`[id="${await drafts.first().getAttribute('id')}"]`)

      // Tag it: the "Add tag" button, the link, Enter.
      await look.getByRole('button', { name: I.add_tag }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: T.add_title })
      await expect(dialog.getByLabel(T.link_label)).toBeFocused()
      await page.keyboard.type('https://shop.example/lipstick')
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(look.getByRole('button', { name: /shop\.example\/lipstick/ })).toBeVisible()

      // Publishing without description asks for alt text, in place; with it, the look goes public.
      await look.getByRole('button', { name: I.publish }).focus()
      await page.keyboard.press('Enter')
      const alt = look.getByLabel(I.alt_text_label)
      await expect(look.getByText(I.alt_text_required)).toBeVisible()
      await alt.focus()
      await page.keyboard.type('Three lipstick swatches on a wrist')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(look.getByRole('button', { name: I.save_details })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(look.getByRole('button', { name: I.publish })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(look.getByRole('status').filter({ hasText: I.published })).toBeVisible()

      const axe = await new AxeBuilder({ page })
        .include('[data-image-manager]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])

      // The public page shows the published look with its alt text, and none of the drafts.
      const publicPage = (await (await page.request.get(`/api/public/${creator.username}`)).json()) as { images: { alt_text: string }[] }
      expect(publicPage.images.map((i) => i.alt_text)).toEqual(['Three lipstick swatches on a wrist'])
    })

    test('adds, edits, drags and deletes a tag with the mouse, and moves and deletes one by keyboard', async ({ page }) => {
      await openDashboard(page, lang)
      const image = await uploadViaApi(page)
      await page.reload()
      const photo = page.getByRole('img', { name: 'Linen summer look' })
      await expect(photo).toBeVisible()
      await photo.scrollIntoViewIfNeeded()
      const measure = async () => {
        const b = await photo.boundingBox()
        if (!b) throw new Error('photo has no box')
        return b
      }
      let box = await measure()

      // Add: click on the photo, a link dialog opens; an invalid link is refused.
      await photo.click({ position: { x: box.width * 0.5, y: box.height * 0.4 } })
      const dialog = page.getByRole('dialog', { name: T.add_title })
      await expect(dialog).toBeVisible()
      await dialog.getByLabel(T.link_label).fill('ftp://shop.example/a')
      await dialog.getByRole('button', { name: T.save }).click()
      await expect(dialog.getByText(T.link_invalid)).toBeVisible()
      await dialog.getByLabel(T.link_label).fill('  https://shop.example/a  ')
      await dialog.getByRole('button', { name: T.save }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('status').filter({ hasText: T.saved })).toBeVisible()
      const tag = page.getByRole('button', { name: /shop\.example\/a/ })
      await expect(tag).toBeVisible()
      const [created] = await tagsOf(page, image.id)
      expect(created.link).toBe('https://shop.example/a')
      expect(created.x_percent).toBeCloseTo(50, 0)
      expect(created.y_percent).toBeCloseTo(40, 0)

      // Edit: click the tag.
      await tag.click()
      const edit = page.getByRole('dialog', { name: T.edit_title })
      await expect(edit.getByLabel(T.link_label)).toHaveValue('https://shop.example/a')
      await edit.getByLabel(T.link_label).fill('https://shop.example/b')
      await edit.getByRole('button', { name: T.save }).click()
      const edited = page.getByRole('button', { name: /shop\.example\/b/ })
      await expect(edited).toBeVisible()
      await expect(edited).toBeFocused()

      // Drag inside the photo moves it; dropping outside warns and reverts.
      box = await measure()
      const start = await edited.boundingBox()
      if (!start) throw new Error('tag has no box')
      const cx = start.x + start.width / 2
      const cy = start.y + start.height / 2
      await page.mouse.move(cx, cy)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.7, { steps: 8 })
      await page.mouse.up()
      await expect.poll(async () => Math.round((await tagsOf(page, image.id))[0].x_percent)).toBe(25)
      expect(Math.round((await tagsOf(page, image.id))[0].y_percent)).toBe(70)

      const moved = await edited.boundingBox()
      if (!moved) throw new Error('tag has no box')
      await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width + 80, box.y + 10, { steps: 8 })
      await page.mouse.up()
      await expect(page.getByRole('status').filter({ hasText: T.outside_image })).toBeVisible()
      await expect(page.getByRole('dialog')).toBeHidden()
      expect(Math.round((await tagsOf(page, image.id))[0].x_percent)).toBe(25)
      const back = await edited.boundingBox()
      expect(Math.abs((back?.x ?? 0) - moved.x)).toBeLessThan(2)

      // Keyboard: arrows move by 1 %, Shift by 5 %, and save.
      await edited.focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(async () => Math.round((await tagsOf(page, image.id))[0].x_percent)).toBe(26)
      await page.keyboard.press('Shift+ArrowUp')
      await expect.poll(async () => Math.round((await tagsOf(page, image.id))[0].y_percent)).toBe(65)

      // Keyboard delete asks first.
      page.once('dialog', (d) => void d.accept())
      await page.keyboard.press('Delete')
      await expect(edited).toBeHidden()
      await expect.poll(async () => (await tagsOf(page, image.id)).length).toBe(0)

      // Right-click + confirm deletes.
      await photo.click({ position: { x: box.width * 0.3, y: box.height * 0.3 } })
      await page.getByRole('dialog', { name: T.add_title }).getByLabel(T.link_label).fill('https://shop.example/c')
      await page.getByRole('dialog', { name: T.add_title }).getByRole('button', { name: T.save }).click()
      const third = page.getByRole('button', { name: /shop\.example\/c/ })
      await expect(third).toBeVisible()
      page.once('dialog', (d) => void d.accept())
      await third.click({ button: 'right' })
      await expect(third).toBeHidden()
      await expect.poll(async () => (await tagsOf(page, image.id)).length).toBe(0)
    })

    test('pins and marks an image premium, then undoes both', async ({ page }) => {
      await openDashboard(page, lang)
      await uploadViaApi(page, { category: 'devices', discount: 'OLDER' })
      await uploadViaApi(page, { category: 'clothes', discount: 'NEWER' })
      await page.reload()
      const cards = page.getByRole('article')
      await expect(cards).toHaveCount(2)
      await expect(cards.first()).toContainText('NEWER')

      const older = page.getByRole('article').filter({ hasText: 'OLDER' })
      await older.getByRole('button', { name: I.pin, exact: true }).click()
      await expect(cards.first()).toContainText('OLDER')
      await expect(cards.first().getByText(I.pinned_badge, { exact: true })).toBeVisible()

      await older.getByRole('button', { name: I.premium_mark, exact: true }).click()
      await expect(older.getByText(I.premium_badge, { exact: true })).toBeVisible()
      await older.getByRole('button', { name: I.premium_unmark, exact: true }).click()
      await expect(older.getByRole('button', { name: I.premium_mark, exact: true })).toBeVisible()

      await older.getByRole('button', { name: I.unpin, exact: true }).click()
      await expect(cards.first()).toContainText('NEWER')

      page.once('dialog', (d) => void d.accept())
      await older.getByRole('button', { name: I.delete, exact: true }).click()
      await expect(cards).toHaveCount(1)
    })

    test('loads more images while the last page was full', async ({ page }) => {
      test.slow()
      await openDashboard(page, lang)
      for (let i = 0; i < 11; i++) await uploadViaApi(page, { discount: `CODE${i}` })
      await page.reload()
      await expect(page.getByRole('article')).toHaveCount(10)
      await page.getByRole('link', { name: I.load_more }).click()
      await expect(page.getByRole('article')).toHaveCount(11)
      await expect(page.getByRole('link', { name: I.load_more })).toBeHidden()
      await expect(page.getByRole('article').last()).toContainText('CODE0')
    })
  })
}

test('a draft is published from its page without JavaScript, once it has alt text', async ({ browser }) => {
  test.slow()
  const I = catalog('en', 'images')
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false })
  const page = await context.newPage()
  await openDashboard(page, 'en')
  const response = await page.request.post('/api/images/upload', {
    headers: { origin: BASE_URL },
    multipart: {
      image: { name: 'd.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
      category: 'other',
      expiry_date: isoDay(3),
      draft: 'true',
    },
  })
  const draft = (await response.json()) as { id: string }
  await page.goto(`/dashboard/looks/${draft.id}`)
  await page.getByRole('button', { name: I.publish }).click()
  await expect(page.getByText(I.alt_text_required)).toBeVisible()
  await page.getByLabel(I.alt_text_label).fill('A knitted scarf on a chair')
  await page.getByRole('button', { name: I.publish }).click()
  await expect(page).toHaveURL(/\/dashboard\?published=/, { timeout: 30_000 })
  const look = (await (await page.request.get(`/api/images?limit=1`)).json()) as { published_at: string | null; alt_text: string }[]
  expect(look[0]).toMatchObject({ alt_text: 'A knitted scarf on a chair', published_at: expect.any(String) })
  await context.close()
})
