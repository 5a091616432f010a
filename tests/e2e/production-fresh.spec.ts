import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DEMO_SITE_SETTINGS } from '../../content/demo-site.ts'
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../scripts/server-bundle.ts'

// A second server beside the suite's: production mode on a fresh data directory, no settings.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 5449) + 1
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.tmp/e2e'}-production`
const BASE = `http://localhost:${PORT}`

const START_PAGES = [
  '/',
  '/about',
  '/news',
  '/imprint',
  '/privacy-policy',
  '/terms-of-use',
  '/cookie-policy',
  '/contact',
  '/pricing',
  '/trends',
  '/allinfluencers',
  '/login',
  '/register',
  '/request-reset',
]
const { imprint, marketing, identity } = DEMO_SITE_SETTINGS
/** The specification's sample operator, as any page could show it (text, meta tags or the page's data). */
const SAMPLES = [
  imprint.company,
  imprint.street,
  imprint.registerCourt,
  imprint.registerNumber,
  imprint.vatId,
  imprint.phone,
  imprint.email,
  identity.supportEmail,
  marketing.ceoName,
  marketing.verifiedCreators,
  '50.000+',
  marketing.rating,
  ...identity.social.map((account) => account.followers),
  'made in Berlin',
]
/** Short sample values that could occur by chance in markup (asset names): looked for in the visible text only. */
const VISIBLE_SAMPLES = [imprint.postalCode, marketing.niches]

let server: ChildProcess
test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true })
  server = spawn('node', [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      EMBEDDED_POSTGRES_PORT: String(PG_PORT),
      DATA_DIR,
      PUBLIC_URL: BASE,
      JWT_SECRET: 'fresh-production-secret-0123456789-abcdef',
      STRIPE_SECRET_KEY: 'sk_test_fresh',
      STRIPE_WEBHOOK_SECRET: 'whsec_fresh',
      MAIL_TRANSPORT: 'outbox',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
    },
  })
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status ?? 0, { timeout: 120_000, intervals: [500] })
    .toBe(200)
})

test.afterAll(async () => {
  if (!server || server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  // SIGTERM: the server then stops its embedded PostgreSQL too.
  server.kill('SIGTERM')
  await exited
})

for (const lang of ['en', 'ar', 'de'] as const) {
  test(`a fresh production instance shows none of the sample operator's values (${lang})`, async ({ browser }) => {
    const context = await browser.newContext()
    await context.addCookies([
      { name: 'lang', value: lang, url: BASE },
      { name: 'cookie_consent', value: '1', url: BASE },
    ])
    const page = await context.newPage()
    const queue = [...START_PAGES]
    const seen = new Set<string>()
    const found: string[] = []
    while (queue.length && seen.size < 40) {
      const path = queue.shift() as string
      if (seen.has(path)) continue
      seen.add(path)
      const response = await page.goto(`${BASE}${path}`)
      expect(response?.status(), path).toBeLessThan(500)
      const html = await page.content()
      // biome-ignore lint/performance/useDomNodeTextContent: what a visitor reads, without the page's scripts and data
      const text = await page.locator('body').innerText()
      for (const sample of SAMPLES) if (html.includes(sample)) found.push(`${path}: ${sample}`)
      for (const sample of VISIBLE_SAMPLES) if (text.includes(sample)) found.push(`${path}: ${sample}`)
      // Every public page the visitor can reach from these, on this site.
      const links = await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
      for (const href of links) {
        const next = href.split(/[?#]/)[0]
        if (next && !next.startsWith('/api/') && !seen.has(next)) queue.push(next)
      }
    }
    expect(found).toEqual([])
    expect(seen.size).toBeGreaterThanOrEqual(START_PAGES.length)
    // The imprint says that none is published yet, instead of an invented one.
    await page.goto(`${BASE}/imprint`)
    await expect(page.locator('main')).not.toContainText(imprint.city)
    await context.close()
  })
}
