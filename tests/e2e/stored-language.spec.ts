import { expect, test } from '@playwright/test'
import { BASE_URL, message } from './helpers.ts'

/**
 * A language kept only in localStorage (`language`, as the spec names it) is what the visitor sees
 * first: the inline script in <head> sets the `lang` cookie and asks for the page again before the
 * body is painted (web/i18n/stored-language-script.ts), so nothing is painted in English; from then
 * on the server's first answer is in that language.
 */
for (const lang of ['de', 'ar'] as const) {
  test(`a language stored in the browser is the first one painted (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' })
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }])
    await context.addInitScript((stored) => {
      localStorage.setItem('language', stored)
      // Which language each document had when it painted first (kept across the script's reload).
      new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return
        const painted = JSON.parse(sessionStorage.getItem('painted') ?? '[]') as string[]
        sessionStorage.setItem('painted', JSON.stringify([...painted, document.documentElement.lang]))
      }).observe({ type: 'paint', buffered: true })
    }, lang)
    const page = await context.newPage()
    const documents: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'document') return
      documents.push(/<html[^>]* lang="([a-z]+)"/.exec(await response.text().catch(() => ''))?.[1] ?? '?')
    })

    await page.goto('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('link', { name: message(lang, 'nav.pricing') }).first()).toBeAttached()
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('painted'))).toBe(JSON.stringify([lang]))
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe(lang)

    // The next page: the server's first answer is in the stored language.
    documents.length = 0
    await page.goto('/pricing')
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    expect(documents).toEqual([lang])
    await context.close()
  })
}
