import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { SOFTWARE_NAME } from '../../contract/site-defaults.ts'

export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`

/**
 * A catalog message (`namespace.key.path`) in a language, read from the shipped catalogs, with `{{values}}` filled in.
 * A plural family (`key_one`, `key_other`, …) is chosen like the app does for a numeric `count`; a non-numeric
 * `count` (a pattern such as `\\d+`) takes `_other`.
 */
export function message(lang: 'en' | 'de' | 'ar', key: string, values: Record<string, string | number> = {}): string {
  const [ns, ...path] = key.split('.')
  const catalog = JSON.parse(readFileSync(new URL(`../../web/i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'))
  const last = path.pop() as string
  const parent = path.reduce((node, part) => node[part], catalog) as Record<string, string>
  const { count } = values
  const form = typeof count === 'number' ? new Intl.PluralRules(lang).select(count) : 'other'
  const forms = typeof count === 'number' && count === 0 ? [`${last}_zero`, `${last}_${form}`] : [`${last}_${form}`]
  const text = [...forms, last].map((name) => parent[name]).find((found) => typeof found === 'string')
  if (text === undefined) throw new Error(`no message ${key} in ${lang}`)
  // The test instance runs with the demo settings, whose platform name is the software's.
  const all: Record<string, string | number> = { site: SOFTWARE_NAME, ...values }
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in all ? String(all[name]) : match))
}

/** Opens a page in a language by setting the same cookie the switcher sets, and waits until it is hydrated. */
export async function gotoIn(page: Page, lang: 'en' | 'de' | 'ar', path: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: BASE_URL }])
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/**
 * Waits until React has hydrated everything the server rendered: the document and each part inside a
 * `<Suspense>` boundary, which public pages hydrate one by one as their lazy chunks arrive
 * (docs/decisions/0029). Typing or clicking earlier reaches plain HTML that React has not attached to
 * yet: a typed value its state never sees, a button without its handler, a link that navigates natively.
 *
 * The server marks each finished boundary with a `<!--$-->` comment that stays in the DOM; React marks
 * each element it has hydrated with a `__reactFiber$…` property. So the page is hydrated when the
 * body and the first element of every boundary carry one (streamed `<script>`s never do). Without
 * JavaScript (no router context) there is nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    if (!('__reactRouterContext' in window)) return true
    const hydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))
    if (!hydrated(document.body)) return false
    const comments = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT)
    for (let comment = comments.nextNode(); comment; comment = comments.nextNode()) {
      const marker = (comment as Comment).data
      if (marker === '$?') return false // still streaming
      if (marker !== '$') continue
      let node = comment.nextSibling
      while (node && !(node instanceof Element && node.tagName !== 'SCRIPT') && !(node instanceof Comment && node.data === '/$')) {
        node = node.nextSibling
      }
      if (node instanceof Element && !hydrated(node)) return false
    }
    return true
  })
}

/**
 * A full-page screenshot for review, taken from the top with sticky and fixed bars in their place in
 * the flow. Chromium draws them where the viewport was, so a plain full-page capture shows a blank
 * gap where they belong (the profile's phone save bar above "Your data") and covers other content.
 */
export async function reviewScreenshot(page: Page, path: string) {
  await page.evaluate(() => {
    window.scrollTo(0, 0)
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { position } = getComputedStyle(element)
      // Through the CSSOM: the CSP forbids an injected style sheet.
      if (position === 'sticky' || position === 'fixed') element.style.position = 'static'
    }
  })
  await page.screenshot({ path, fullPage: true })
}

/** Hides the cookie banner for tests about other things (it is tested on its own). */
export async function acceptCookies(page: Page) {
  await page.context().addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }])
}

export async function expectDirection(page: Page, lang: 'en' | 'de' | 'ar') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
}

/** WCAG 2.2 AA checks by axe; the page must have no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  )
  expect(summary, 'axe violations').toEqual([])
}
