/**
 * The first working click on a phone (issue #50): Chromium with 4× CPU slowdown and a slow 4G
 * network opens the creator page (Follow) and the storefront (Add to cart) of a running server,
 * clicks at several moments after the first contentful paint, and checks that each click had its
 * effect: before the script that is the follow page or the cart page (plain links and forms),
 * after it the dialog or the cart count. Prints, per page and moment, whether the click worked,
 * how long its effect took and when the page had hydrated, then the earliest working click's time
 * after the paint and how many clicks did nothing. Under load the click lands later than asked
 * (the page's busy main thread answers the driver late): the actual moment is printed. A report, not a test: always exits 0; the load average is printed with it.
 *
 *   BENCH_URL=http://localhost:3302 npx tsx scripts/bench/first-click.ts
 *   CREATOR (mila.styles) · DELAYS (0,100,300,1000,2000,4000) · CPU (4)
 */
import { loadavg } from 'node:os'
import { type Browser, chromium, type Page } from '@playwright/test'

const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const creator = process.env.CREATOR ?? 'mila.styles'
const delays = (process.env.DELAYS ?? '0,100,300,1000,2000,4000').split(',').map(Number)
const cpu = Number(process.env.CPU ?? 4)
/** Lighthouse's "slow 4G" (its mobile default): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
const EFFECT_TIMEOUT_MS = 20_000
if (!['localhost', '127.0.0.1'].includes(new URL(base).hostname)) {
  console.error('Refusing: benchmarks only target this machine.')
  process.exit(1)
}

interface Target {
  name: string
  path: string
  click: (page: Page) => Promise<void>
  /** Whether the click's effect shows (runs in the page). */
  effect: () => boolean
}

const targets: Target[] = [
  {
    name: 'creator page: Follow',
    path: `/${creator}`,
    click: (page) => page.locator(`a[href="/${creator}/follow"]`).first().click({ noWaitAfter: true }),
    // The follow page's form or the dialog's: an email field.
    effect: () => Boolean(document.querySelector('input[type="email"]')),
  },
  {
    name: 'storefront: Add to cart',
    path: `/${creator}/shop`,
    click: (page) => page.locator('form[action$="/cart"] button:not([disabled])').first().click({ noWaitAfter: true }),
    effect: () =>
      (location.pathname.endsWith('/cart') && document.querySelector('output')?.textContent === '1') ||
      document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
  },
]

interface Result {
  delay: number
  worked: boolean
  effectMs: number
  fcp: number
  hydratedAt: number | null
}

async function clickAt(browser: Browser, target: Target, delay: number): Promise<Result> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  await context.addCookies([{ name: 'cookie_consent', value: '1', url: base }])
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  // When React has hydrated the body (the e2e tests' sign), in the page's own clock.
  await page.addInitScript(() => {
    const mark = () => {
      const body = document.body
      if (body && Object.keys(body).some((key) => key.startsWith('__reactFiber$'))) {
        ;(window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now()
        return
      }
      requestAnimationFrame(mark)
    }
    requestAnimationFrame(mark)
  })
  try {
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' })
    const fcp = await page
      .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { polling: 10, timeout: 30_000 })
      .then((handle) => handle.jsonValue() as Promise<number>)
    const now = await page.evaluate(() => performance.now())
    if (fcp + delay > now) await page.waitForTimeout(fcp + delay - now)
    const clickedAt = await page.evaluate(() => performance.now())
    await target.click(page)
    const started = Date.now()
    const worked = await page
      .waitForFunction(target.effect, null, { polling: 20, timeout: EFFECT_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false)
    const effectMs = Date.now() - started
    const hydratedAt = await page.evaluate(() => (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? null).catch(() => null)
    return { delay: Math.round(clickedAt - fcp), worked, effectMs, fcp: Math.round(fcp), hydratedAt: hydratedAt && Math.round(hydratedAt) }
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  console.log(
    `first click after the first paint · ${cpu}× CPU slowdown, slow 4G · ${base} · load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  for (const target of targets) {
    console.log(`\n${target.name} (${target.path})`)
    console.log('after paint   worked   effect in   paint at   hydrated at')
    let first: number | null = null
    let failed = 0
    for (const delay of delays) {
      const r = await clickAt(browser, target, delay)
      if (r.worked) first = Math.min(first ?? r.delay, r.delay)
      else failed++
      const cells = [
        `${r.delay} ms`,
        r.worked ? 'yes' : 'NO',
        `${r.effectMs} ms`,
        `${r.fcp} ms`,
        r.hydratedAt === null ? '–' : `${r.hydratedAt} ms`,
      ]
      console.log(cells.map((cell, i) => cell.padEnd([14, 9, 12, 11, 0][i] ?? 0)).join(''))
    }
    console.log(
      `first working click: ${first === null ? 'none' : `${first} ms after the first paint`} · clicks without effect: ${failed} of ${delays.length}`,
    )
  }
  console.log(
    `\nload after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
} finally {
  await browser.close()
}
