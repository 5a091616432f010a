import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { TWIN_MODEL_VALID_DAYS } from '../../contract/twin.ts'
import { createApprovedCreator, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'

type Lang = 'en' | 'ar'

/** Small portraits of real people (tests/fixtures/faces/README.md), so the face check has work. */
const face = (name: string) => path.join(import.meta.dirname, '../fixtures/faces', name)

/** Generates one prompt image and waits until the gallery holds `count` images. */
async function generate(page: Page, lang: Lang, prompt: string, count: number) {
  const m = (key: string) => message(lang, key)
  await page.getByLabel(m('twin.generate.prompt_label')).fill(prompt)
  await page.getByRole('button', { name: m('twin.generate.submit') }).click()
  await expect(page.locator('[data-twin-gallery] > li')).toHaveCount(count, { timeout: 60_000 })
}

/**
 * The AI studio end to end, in English and Arabic, on the local studio: an AI-plan creator
 * uploads photos (a fifth is refused and the first four kept), trains, waits for ready, generates
 * two images, deletes one, publishes the other, tags a product on it, and the post shows on the
 * public page with the "AI-generated" label.
 */
for (const lang of ['en', 'ar'] as const) {
  test(`an AI-plan creator trains a twin and publishes a tagged AI look (${lang})`, async ({ page, browser }) => {
    // The real face check and cut-out: ~1 s per photo and ~6 s of CPU per cut-out, several times that
    // when both languages train at once on a shared 2-core machine.
    test.setTimeout(300_000)
    const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
    const creator = await createApprovedCreator(page.request, { plan: 'ai_creator' })
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/ai-twin')
    await expectDirection(page, lang)
    await expect(page.getByRole('heading', { name: m('twin.title'), level: 1 })).toBeVisible()
    await expect(page.locator('[data-twin-status="none"]')).toBeVisible()
    await expect(page.locator('[data-local-preview]')).toContainText(m('twin.local_preview'))

    // Training needs four photos; five chosen keeps the first four and says so.
    await page.getByRole('button', { name: m('twin.train.submit'), exact: true }).click()
    await expect(page.getByText(m('twin.train.need_four'))).toBeVisible()
    const input = page.locator('input[type="file"][multiple]')
    await input.setInputFiles(['face-1.jpg', 'face-2.jpg', 'two-faces.jpg', 'face-3.jpg', 'face-4.jpg'].map(face))
    await expect(page.getByText(m('twin.train.too_many'))).toBeVisible()
    const previews = page.getByRole('list', { name: m('twin.train.previews') })
    await expect(previews.getByRole('img')).toHaveCount(4)
    await expect(page.getByText(m('twin.train.chosen', { count: 4, max: 4 }))).toBeVisible()

    // The face check (a job) marks the group photo; training names it and charges nothing.
    await expect(previews.getByText(m('twin.train.faces.many', { count: 2 }))).toBeVisible({ timeout: 60_000 })
    await expect(previews.getByText(m('twin.train.faces.ok'))).toHaveCount(3, { timeout: 60_000 })
    await page.getByRole('button', { name: m('twin.train.submit'), exact: true }).click()
    await expect(page.getByText(message(lang, 'errors.twin.photo_faces', { photo: 3, faces: 2 }))).toBeVisible()
    await page.getByRole('button', { name: m('twin.train.remove', { number: 3 }) }).click()
    await expect(previews.getByRole('img')).toHaveCount(3)
    await input.setInputFiles([face('face-4.jpg')])
    await expect(previews.getByText(m('twin.train.faces.ok'))).toHaveCount(4, { timeout: 60_000 })

    // Generation is refused before the twin is ready.
    await page.getByRole('button', { name: m('twin.generate.submit') }).click()
    await expect(page.getByText(m('twin.generate.prompt_required'))).toBeVisible()
    await page.getByLabel(m('twin.generate.prompt_label')).fill('linen dress in the city')
    await page.getByRole('button', { name: m('twin.generate.submit') }).click()
    await expect(page.getByText(m('twin.generate.not_ready'))).toBeVisible()

    // Train (woman is the default); the page polls until the twin is ready. A reload stands in for
    // the 15-second poll.
    await expect(page.getByRole('radio', { name: m('twin.train.genders.woman') })).toBeChecked()
    await page.getByRole('button', { name: m('twin.train.submit'), exact: true }).click()
    await expect(page.locator('[data-twin-status="processing"], [data-twin-status="ready"]')).toBeVisible()
    await expect(async () => {
      await page.reload()
      await expect(page.locator('[data-twin-status="ready"]')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 180_000 })
    // A fresh twin has 89–90 days left: the same plural form in every language (Arabic "many").
    const daysLeft = m('twin.status.days_remaining', { count: TWIN_MODEL_VALID_DAYS }).replace(String(TWIN_MODEL_VALID_DAYS), '\\d+')
    await expect(page.getByText(new RegExp(daysLeft))).toBeVisible()

    // Two daily images, then one is deleted after the confirm dialog. Both buttons say beforehand
    // what is left of the daily limit they share, and stop once it is used up.
    await expect(page.getByText(m('twin.quota.left_shared_daily', { left: 2, limit: 2 }))).toBeVisible()
    await expect(page.getByText(m('twin.quota.left_shared_outfits', { left: 2, limit: 2 }))).toBeVisible()
    await generate(page, lang, 'linen dress in the city', 1)
    await expect(page.getByText(m('twin.quota.left_shared_daily', { left: 1, limit: 2 }))).toBeVisible()
    await generate(page, lang, 'evening look on a rooftop', 2)
    await expect(page.locator('[data-quota-left="0"]')).toHaveCount(2)
    await expect(page.getByRole('button', { name: m('twin.generate.submit') })).toBeDisabled()
    await expect(page.getByRole('button', { name: m('twin.outfit.submit') })).toBeDisabled()
    await page.getByRole('button', { name: m('twin.gallery.delete_label', { number: 2 }) }).click()
    const confirm = page.getByRole('dialog', { name: m('twin.gallery.confirm_title') })
    await confirm.getByRole('button', { name: m('twin.gallery.delete') }).click()
    await expect(page.locator('[data-twin-gallery] > li')).toHaveCount(1)

    // Publish the other: category and expiry, then the tag editor opens on the new post.
    await page.getByRole('button', { name: m('twin.gallery.publish') }).click()
    const publish = page.getByRole('dialog', { name: m('twin.publish.title') })
    await publish.getByLabel(message(lang, 'images.description_label')).fill('AI linen look')
    await publish.getByRole('button', { name: m('twin.publish.submit') }).click()
    const published = page.getByRole('dialog', { name: m('twin.published.title') })
    const post = published.locator('[data-published-post]')
    await expect(post).toBeVisible()
    const box = await post.boundingBox()
    if (!box) throw new Error('published post has no box')
    await post.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } })
    const tagDialog = page.getByRole('dialog', { name: message(lang, 'tags.add_title') })
    await tagDialog.getByLabel(message(lang, 'tags.link_label')).fill('https://shop.example/linen-dress')
    await tagDialog.getByRole('button', { name: message(lang, 'tags.save') }).click()
    await expect(tagDialog).toBeHidden()
    await expect(published.getByRole('button', { name: /shop\.example\/linen-dress/ })).toBeVisible()
    await expectNoAxeViolations(page)
    await published.getByRole('button', { name: m('twin.published.done') }).click()
    await expect(page.getByText(m('twin.gallery.published'), { exact: true })).toBeVisible()

    // A visitor sees the post with its tag and the AI label.
    const context = await browser.newContext({ baseURL: BASE_URL })
    await context.addCookies([
      { name: 'cookie_consent', value: '1', url: BASE_URL },
      { name: 'lang', value: lang, url: BASE_URL },
    ])
    const visitor = await context.newPage()
    await visitor.goto(`/${creator.username}`)
    const card = visitor.getByRole('article', { name: 'AI linen look' })
    await expect(card.getByText(message(lang, 'public.card.ai_generated'))).toBeVisible()
    await expect(card.locator('a[href^="/go/"]')).toHaveCount(1)
    await context.close()
  })
}

test('a basic-plan creator is sent to the subscription page, a guest to login', async ({ page, browser }) => {
  const creator = await createApprovedCreator(page.request, { plan: 'basic' })
  await acceptCookies(page)
  await signIn(page, creator)
  await page.goto('/ai-twin')
  await expect(page).toHaveURL(/\/subscription$/)
  expect((await page.request.get('/api/twin/status')).status()).toBe(403)

  const guest = await browser.newPage({ baseURL: BASE_URL })
  await guest.goto('/ai-twin')
  await expect(guest).toHaveURL(/\/login$/)
  await guest.close()
})
