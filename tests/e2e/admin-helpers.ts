import { type Browser, type BrowserContext, expect, type Page, request as playwrightRequest } from '@playwright/test'
import { E2E_ADMIN, signIn } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, gotoIn, message } from './helpers.ts'

/** Shared by the admin e2e specs. */

export type Lang = 'en' | 'ar'
export const LANGS = ['en', 'ar'] as const satisfies Lang[]
export const headers = { origin: BASE_URL }

/** An API client of its own (its own cookie jar), signed in as the given account. */
export async function sessionFor(account: { email: string; password: string }) {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL, extraHTTPHeaders: headers })
  const login = await api.post('/api/auth/login', { data: account })
  return { api, login }
}

/** The admin's signed-in browser state, made once per worker (a login hashes, which is slow). */
let adminState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

/** The e2e admin in a browser context of their own, on /admin in the given language. */
export async function openAdmin(browser: Browser, lang: Lang, path = '/admin', viewport?: { width: number; height: number }) {
  if (!adminState) {
    const context = await browser.newContext()
    await signIn(await context.newPage(), E2E_ADMIN)
    adminState = await context.storageState()
    await context.close()
  }
  const context = await browser.newContext({ storageState: adminState, ...(viewport && { viewport }) })
  const page = await context.newPage()
  await acceptCookies(page)
  await gotoIn(page, lang, path)
  await expectDirection(page, lang)
  await expect(page.getByRole('heading', { level: 1, name: message(lang, 'admin.title') })).toBeVisible()
  return page
}

/** Searches the Influencers tab for one account and returns its table row. */
export async function findRow(page: Page, lang: Lang, query: string) {
  await page.getByRole('searchbox', { name: message(lang, 'admin.search.label') }).fill(query)
  await page.getByRole('button', { name: message(lang, 'admin.search.submit'), exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(query)}`))
  const row = page.getByRole('row').filter({ hasText: query })
  await expect(row).toHaveCount(1)
  return row
}

/** The message line of the open tab. */
export const statusRegion = (page: Page) => page.getByRole('tabpanel').getByRole('status').first()
