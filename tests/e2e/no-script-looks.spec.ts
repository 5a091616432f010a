import { expect, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { earlyPage } from './early-page.ts'
import { BASE_URL, message } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

/**
 * The dashboard's look cards pin, mark and delete through plain forms (decision 0079): with
 * JavaScript off (delete asks on a second form), and clicked at once while the scripts are held back.
 */

type Look = { id: string; pinned: boolean; is_premium: boolean }

async function setUp(browser: import('@playwright/test').Browser, javaScriptEnabled: boolean) {
  const creator = await createApprovedCreator((await browser.newContext({ baseURL: BASE_URL })).request)
  const api = await creatorApi(creator)
  const look = await upload(api)
  const page = await earlyPage(browser, javaScriptEnabled)
  await signIn(page, creator)
  const looks = async () => ((await (await api.get('/api/images?limit=10')).json()) as Look[]).filter((l) => l.id === look.id)
  return { page, looks }
}

test('without JavaScript a look is pinned, then deleted after the confirm step', async ({ browser }) => {
  const { page, looks } = await setUp(browser, false)
  await page.goto('/dashboard')
  await page.getByRole('button', { name: message('en', 'images.pin'), exact: true }).click()
  await expect(page.getByRole('button', { name: message('en', 'images.unpin'), exact: true })).toBeVisible()
  expect((await looks())[0]?.pinned).toBe(true)

  await page.getByRole('button', { name: message('en', 'images.delete') }).click()
  await expect(page.getByText(message('en', 'images.delete_confirm'))).toBeVisible()
  expect(await looks()).toHaveLength(1)
  await page.getByRole('button', { name: message('en', 'images.delete') }).click()
  await expect(page.getByText(message('en', 'images.empty'))).toBeVisible()
  expect(await looks()).toHaveLength(0)
  await page.context().close()
})

test('a premium click before the scripts have loaded marks the look', async ({ browser }) => {
  const { page, looks } = await setUp(browser, true)
  await page.goto('/dashboard', { waitUntil: 'commit' })
  await page.getByRole('button', { name: message('en', 'images.premium_mark'), exact: true }).click()
  await expect.poll(async () => (await looks())[0]?.is_premium).toBe(true)
  await page.context().close()
})

test('Add tag, which needs the script, is disabled until the script runs, then opens the dialog', async ({ browser }) => {
  const { page } = await setUp(browser, true)
  await page.goto('/dashboard', { waitUntil: 'commit' })
  const addTag = page.getByRole('button', { name: message('en', 'images.add_tag') })
  // The scripts are held back: the button is there but says it cannot be used yet.
  await expect(addTag).toBeDisabled()
  await expect(addTag).toBeEnabled({ timeout: 30_000 })
  await addTag.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.context().close()
})
