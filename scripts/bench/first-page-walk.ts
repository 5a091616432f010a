/**
 * A new creator's first shoppable page, walked on a phone (issue #52): "from first sign-in to a
 * published page of 5 tagged looks with product cards, at 390 px, under five minutes including
 * reading". Starts the built app as the upload benches do (scripts/fault/app-process.ts, its own
 * DATA_DIR and PostgreSQL port, development settings), registers, pays and approves a creator
 * through the API as the e2e tests do (tests/e2e/accounts.ts), then in Debian's Chromium at
 * 390 × 844 with touch: signs in on the login page, uploads 5 phone photos in one batch, and for
 * each draft pastes a product link, waits for the product's card, saves the tag, checks the alt
 * text suggested from the product and publishes; then opens the public page and checks 5 looks with product cards (name,
 * price). The links are the development demo shop's product page (server/modules/link-health/
 * demo-shop.ts), the one loopback address the link checker may read outside production, so the
 * lookup runs through the real checker and page reader.
 *
 * Each step's machine time is measured; the creator's time is added by the model in
 * scripts/bench/human-time.ts (reading at 200 wpm, taps, phone typing). Prints both per step and
 * the total against five minutes. A report: it exits 1 only when the walk itself fails.
 *
 *   npx tsx scripts/bench/first-page-walk.ts       # BENCH_PORT 3434, BENCH_PG_PORT 5634, BENCH_DATA_DIR, MP (12), LOOKS (5)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { chromium, expect, request } from '@playwright/test'
import { startApp, stopAll } from '../fault/app-process.ts'
import { HUMAN_MODEL, type HumanWork, humanSeconds, wordsOnScreen } from './human-time.ts'
import { phonePhoto } from './phone-photo.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3434)
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5634)
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '.tmp/bench-first-page-walk'
const MP = Number(process.env.MP ?? 12)
const LOOKS = Number(process.env.LOOKS ?? 5)
const BASE = `http://localhost:${PORT}`
const TARGET_SECONDS = 300
/** The alt text the draft's form suggests from the tagged product (the demo shop's name and brand). */
const SUGGESTED_ALT = 'Photo with Linen shirt by Demo Atelier'

// The e2e account helpers read their server's address from E2E_PORT when imported.
process.env.E2E_PORT = String(PORT)
const { createApprovedCreator, E2E_ADMIN } = await import('../../tests/e2e/accounts.ts')
const { acceptCookies, message, waitForHydration } = await import('../../tests/e2e/helpers.ts')
const m = (key: string, values: Record<string, string | number> = {}) => message('en', key, values)

interface Step {
  name: string
  machine: number
  human: number
  words: number
  work: HumanWork
}
const steps: Step[] = []
const loads = [loadavg()[0]]

const photoDir = path.resolve(DATA_DIR, '..', 'bench-first-page-walk-photos')
mkdirSync(photoDir, { recursive: true })
const photos = await Promise.all(
  Array.from({ length: LOOKS }, async (_, n) => {
    const file = path.join(photoDir, `IMG_${1000 + n}.jpg`)
    writeFileSync(file, await phonePhoto(n * 20, MP))
    return file
  }),
)

await startApp({
  port: PORT,
  pgPort: PG_PORT,
  dataDir: DATA_DIR,
  fresh: true,
  // The address the browser uses (the demo shop is allowed on it), and the admin the account helpers sign in as.
  env: { PUBLIC_URL: BASE, ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, LOG_LEVEL: 'warn' },
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  const api = await request.newContext({ baseURL: BASE })
  const creator = await createApprovedCreator(api)
  await api.dispose()
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  // tsx keeps function names with a `__name` helper that functions sent to the page (the e2e helpers') also call.
  await context.addInitScript('globalThis.__name = (fn) => fn')
  const page = await context.newPage()
  await acceptCookies(page)
  const seen = new Set<string>()

  /** One step: the creator reads the screen (in full the first time it is seen), then acts; `act` is timed. */
  async function step(name: string, screen: string, work: HumanWork, act: () => Promise<void>) {
    const words = work.words ?? (await page.evaluate(wordsOnScreen, seen.has(screen)))
    seen.add(screen)
    const started = performance.now()
    await act()
    const machine = (performance.now() - started) / 1000
    steps.push({ name, machine, human: humanSeconds({ ...work, words }), words, work: { ...work, words } })
    loads.push(loadavg()[0])
    console.log(`${name}: machine ${machine.toFixed(1)} s, ${words} words read`)
  }

  // From the approval mail's link (one tap) to the login page.
  await step('open the login page', 'mail', { taps: 1, words: 0 }, async () => {
    await page.goto('/login')
    await waitForHydration(page)
  })
  await step('sign in', 'login', { taps: 3, typed: creator.email.length + creator.password.length }, async () => {
    await page.getByRole('textbox', { name: m('login.email'), exact: true }).fill(creator.email)
    await page.getByLabel(m('login.password'), { exact: true }).fill(creator.password)
    await page.getByRole('button', { name: m('login.submit'), exact: true }).click()
    await page.waitForURL(/\/dashboard/)
    await waitForHydration(page)
  })
  // The gallery: tap the field, one tap per photo, Done; the batch's category (open, choose).
  await step(`choose ${LOOKS} photos and a category`, 'dashboard', { taps: 1 + LOOKS + 1 + 2 }, async () => {
    await page.getByLabel(m('images.files_label'), { exact: true }).setInputFiles(photos)
    await page.getByLabel(m('images.category_label')).first().selectOption('clothes')
  })
  await step(`upload ${LOOKS} photos as drafts`, 'dashboard', { taps: 1, words: 0 }, async () => {
    await page.getByRole('button', { name: m('images.upload_count', { count: LOOKS }), exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: m('images.drafts_saved', { count: LOOKS }) })).toBeVisible({
      timeout: 600_000,
    })
  })
  const drafts = page.locator('#drafts li').filter({ has: page.getByRole('button', { name: m('images.publish') }) })
  await expect(drafts).toHaveCount(LOOKS)
  const ids = await drafts.evaluateAll((items) => items.map((item) => item.id))

  for (const [n, id] of ids.entries()) {
    const look = page.locator(`[id="${id}"]`)
    const dialog = page.getByRole('dialog', { name: m('tags.add_title') })
    const link = `${BASE}/dev/demo-shop/products/linen-shirt?look=${n + 1}`
    await look.scrollIntoViewIfNeeded()
    await step(`look ${n + 1}: open Add tag`, 'draft', { swipes: 1, taps: 1 }, async () => {
      await look.getByRole('button', { name: m('images.add_tag') }).click()
      await expect(dialog.getByLabel(m('tags.link_label'))).toBeFocused()
    })
    // In the shop's app: Share, Copy link; back; long press in the field, Paste (the dialog reads a pasted link at once).
    await step(`look ${n + 1}: paste the product link`, 'dialog', { appSwitches: 2, taps: 3, longPresses: 1 }, async () => {
      const field = dialog.getByLabel(m('tags.link_label'))
      await field.fill(link)
      await field.dispatchEvent('paste')
      const found = dialog.getByRole('status')
      await expect(found).toContainText('Linen shirt', { timeout: 60_000 })
      await expect(found).toContainText('€49.00')
    })
    // The dialog's labels were read before pasting: now only the product's card (its fields stay closed).
    await step(`look ${n + 1}: check the product card, save the tag`, 'dialog', { taps: 1 }, async () => {
      await dialog.getByRole('button', { name: m('tags.save') }).click()
      await expect(dialog).toBeHidden()
      await expect(look.getByRole('button', { name: /linen-shirt|Linen shirt/ }).first()).toBeVisible()
    })
    // The alt text is already suggested from the product: the creator scrolls to it, reads it and publishes.
    await look.getByLabel(m('images.alt_text_label')).scrollIntoViewIfNeeded()
    await step(`look ${n + 1}: check the alt text, publish`, 'draft form', { swipes: 1, taps: 1 }, async () => {
      await expect(look.getByLabel(m('images.alt_text_label'))).toHaveValue(SUGGESTED_ALT)
      await look.getByRole('button', { name: m('images.publish') }).click()
      await expect(look.getByRole('status').filter({ hasText: m('images.published') })).toBeVisible({ timeout: 60_000 })
    })
  }

  // The link to the page, then a look down it: each look's product card, with its name and price.
  await step('open the public page', 'dashboard after', { taps: 1, words: 0 }, async () => {
    await page.goto(`/${creator.username}`)
    await waitForHydration(page)
  })
  await step('check the looks on it', 'public', { swipes: LOOKS - 1 }, async () => {
    const cards = page.getByRole('list', { name: m('tags.card.products') }).getByRole('link', { name: /Linen shirt/ })
    await expect(cards).toHaveCount(LOOKS, { timeout: 30_000 })
    for (const card of await cards.all()) await expect(card).toContainText('€49.00')
  })
  await context.close()

  const sum = (pick: (s: Step) => number) => steps.reduce((total, s) => total + pick(s), 0)
  const machine = sum((s) => s.machine)
  const human = sum((s) => s.human)
  console.log(
    `\nFirst page walk: ${LOOKS} looks, ${MP} MP photos, 390 × 844 touch, load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  )
  console.table(
    Object.fromEntries(
      steps.map((s) => [
        s.name,
        { 'machine s': s.machine.toFixed(1), words: s.words, 'creator s': s.human.toFixed(1), 'total s': (s.machine + s.human).toFixed(1) },
      ]),
    ),
  )
  const model = Object.entries(HUMAN_MODEL).map(([k, v]) => `${k} ${Number(v.toFixed(2))} s`)
  console.log(`creator model: ${model.join(', ')}`)
  // Where the creator's time goes: each operator's seconds over the walk.
  const of = (key: keyof HumanWork, cost: number) =>
    `${sum((s) => s.work[key] ?? 0)} × ${Number(cost.toFixed(2))} s = ${sum((s) => (s.work[key] ?? 0) * cost).toFixed(0)} s`
  const h = HUMAN_MODEL
  console.log(
    `creator: reading ${of('words', h.readPerWord)}, deciding ${steps.length} × ${h.mental} s = ${(steps.length * h.mental).toFixed(0)} s, taps ${of('taps', h.tap)}, typing ${of('typed', h.typePerChar)}, app switches ${of('appSwitches', h.appSwitch)}, long presses ${of('longPresses', h.longPress)}, swipes ${of('swipes', h.swipe)}`,
  )
  const total = machine + human
  console.log(
    `machine ${machine.toFixed(0)} s + creator ${human.toFixed(0)} s = ${total.toFixed(0)} s (${(total / 60).toFixed(1)} min): ${total <= TARGET_SECONDS ? 'under' : 'over'} five minutes`,
  )
} finally {
  await browser.close()
  await stopAll()
}
