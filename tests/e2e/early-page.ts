import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'
import { BASE_URL } from './helpers.ts'

/**
 * Pages whose script is off or late (DESIGN.md, decision 0079): a form must work with JavaScript
 * off, and when it is used at once after the first paint while every script is still held back.
 */
export const HOLD_MS = 5000
export const MODES = [
  { name: 'without JavaScript', javaScriptEnabled: false },
  { name: 'before the scripts have loaded', javaScriptEnabled: true },
] as const

/** A page in its own context: JavaScript off, or every script of the build HOLD_MS late. */
export async function earlyPage(browser: Browser, javaScriptEnabled: boolean, lang: 'en' | 'de' | 'ar' = 'en'): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: BASE_URL })
  await context.addCookies([
    { name: 'cookie_consent', value: '1', url: BASE_URL },
    { name: 'lang', value: lang, url: BASE_URL },
  ])
  const page = await context.newPage()
  if (javaScriptEnabled)
    await page.route(/\/assets\/.*\.js(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
      await route.continue().catch(() => {}) // the page may be gone by then
    })
  return page
}

export interface Mail {
  to: string
  subject: string
  text: string
}

/** The dev mailbox's mails to an address (with `subject`, only those), once at least `count` have arrived. */
export async function mailsTo(request: APIRequestContext, to: string, count = 1, subject?: string): Promise<Mail[]> {
  let mails: Mail[] = []
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)
      mails = ((await answer.json()) as { messages: Mail[] }).messages.filter((m) => subject === undefined || m.subject === subject)
      return mails.length
    })
    .toBeGreaterThanOrEqual(count)
  return mails
}
