import { expect, type Page, test } from '@playwright/test'
import { createApprovedCreator, signIn } from './accounts.ts'
import { LANGS, openAdmin } from './admin-helpers.ts'
import { acceptCookies, expectDirection, gotoIn, message, reviewScreenshot, waitForHydration } from './helpers.ts'

/**
 * A part of a page whose data cannot be read says so in its place, with Retry, and the rest of the
 * page keeps working. The failure is a 500 for the route data a client navigation reads (the
 * `.data` requests); lifting it and pressing Retry loads the part.
 */

const SHOTS = 'test-results/load-errors'

/** Every route-data request answers 500 until the returned function is called. */
async function failRouteData(page: Page) {
  const failing = (url: URL) => url.pathname.endsWith('.data')
  await page.route(failing, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'failed' }))
  return () => page.unroute(failing)
}

/** The panels of /admin with the message each shows when its data cannot be read. */
const ADMIN_PANELS = [
  ['badges', 'admin.badges.load_failed'],
  ['subscriptions', 'admin.subscriptions.load_failed'],
  ['failures', 'admin.failures.load_failed'],
  ['mail', 'admin.mail.load_failed'],
  ['audit', 'admin.audit.load_failed'],
  ['prices', 'operator.prices.load_failed'],
  ['legal', 'operator.legal.load_failed'],
  ['platform', 'admin.site.load_failed'],
  ['influencers', 'admin.alerts.load_failed'],
] as const

for (const lang of LANGS) {
  const m = (key: string, values: Record<string, string | number> = {}) => message(lang, key, values)
  const retry = () => m('errors.retry')

  test(`each admin panel says it failed to load, with Retry, and the page keeps working (${lang})`, async ({ browser }) => {
    test.setTimeout(90_000)
    const page = await openAdmin(browser, lang)
    await waitForHydration(page)
    const total = await page.getByTestId('total-influencers').textContent()
    const lift = await failRouteData(page)

    for (const [tab, key] of ADMIN_PANELS) {
      await page.getByRole('tab', { name: new RegExp(`^${m(`admin.tabs.${tab}`)}`) }).click()
      await expect(page.getByRole('tab', { name: new RegExp(`^${m(`admin.tabs.${tab}`)}`), selected: true })).toBeVisible()
      const alert = page.getByRole('alert').filter({ hasText: m(key) })
      await expect(alert).toBeVisible()
      await expect(alert.getByRole('button', { name: retry() })).toBeEnabled()
      // The rest of the page is still there: the heading, the overview, the forms, the site's header.
      await expect(page.getByRole('heading', { level: 1, name: m('admin.title') })).toBeVisible()
      await expect(page.getByTestId('total-influencers')).toHaveText(total ?? '')
    }

    await page.getByRole('tab', { name: new RegExp(`^${m('admin.tabs.badges')}`) }).click()
    const badges = page.getByRole('alert').filter({ hasText: m('admin.badges.load_failed') })
    await expect(badges).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 900 })
    await reviewScreenshot(page, `${SHOTS}/admin-badges-${lang}-1280.png`)
    await page.setViewportSize({ width: 390, height: 844 })
    await reviewScreenshot(page, `${SHOTS}/admin-badges-${lang}-390.png`)

    // Retry while it still fails: the same message; once lifted, the panel loads.
    await badges.getByRole('button', { name: retry() }).click()
    await expect(badges).toBeVisible()
    await lift()
    await badges.getByRole('button', { name: retry() }).click()
    await expect(page.getByRole('alert').filter({ hasText: m('admin.badges.load_failed') })).toHaveCount(0)
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByRole('table').or(panel.getByText(m('admin.badges.empty')))).toBeVisible()
    // Another tab loads as usual.
    await page.getByRole('tab', { name: new RegExp(`^${m('admin.tabs.audit')}`) }).click()
    await expect(page.getByRole('alert').filter({ hasText: m('admin.audit.load_failed') })).toHaveCount(0)
    await expect(panel.getByRole('table')).toBeVisible()
    await page.context().close()
  })

  test(`the subscription and the dashboard's cards say they failed to load, with Retry (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    const creator = await createApprovedCreator(page.request)
    await acceptCookies(page)
    await signIn(page, creator)
    await gotoIn(page, lang, '/subscription')
    await expectDirection(page, lang)
    await waitForHydration(page)
    const plan = page.getByRole('heading', { name: m('billing.subscription.plans.basic'), level: 2 })
    await expect(plan).toBeVisible()
    const nav = page.getByRole('navigation', { name: m('dashboard.sidebar.label') })
    await nav.getByRole('link', { name: m('dashboard.sidebar.home'), exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: m('stats.title') })).toBeVisible()

    // Back to /subscription while its data cannot be read: the spec's error with Retry, the menu stays.
    const lift = await failRouteData(page)
    await nav.getByRole('link', { name: m('dashboard.sidebar.subscriptions'), exact: true }).click()
    await expect(page).toHaveURL(/\/subscription$/)
    const subscriptionError = page.getByRole('alert').filter({ hasText: m('billing.subscription.error') })
    await expect(subscriptionError).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: m('billing.subscription.title') })).toBeVisible()
    await expect(nav).toBeVisible()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await reviewScreenshot(page, `${SHOTS}/subscription-${lang}-${width}.png`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    // Retry reads the subscription itself; it fails while its answer fails, then shows the plan.
    const api = '**/api/users/subscription'
    await page.route(api, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"failed"}' }))
    await subscriptionError.getByRole('button', { name: m('billing.subscription.retry') }).click()
    await expect(page.getByRole('alert').filter({ hasText: m('billing.subscription.error') })).toBeVisible()
    await page.unroute(api)
    await page
      .getByRole('alert')
      .filter({ hasText: m('billing.subscription.error') })
      .getByRole('button', { name: m('billing.subscription.retry') })
      .click()
    await expect(plan).toBeVisible()

    // The dashboard while its data cannot be read: the stats and growth cards say so, the page stays.
    await nav.getByRole('link', { name: m('dashboard.sidebar.home'), exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const stats = page.getByRole('alert').filter({ hasText: m('stats.load_failed') })
    const growth = page.getByRole('alert').filter({ hasText: m('growth.load_failed') })
    const followers = page.getByRole('alert').filter({ hasText: m('followers.form.failed') })
    await expect(stats).toBeVisible()
    await expect(growth).toBeVisible()
    await expect(followers).toBeVisible()
    // The social links and the public email: two forms over the same read, each with its own Retry.
    const social = page.getByRole('alert').filter({ hasText: m('social.load_failed') })
    await expect(social).toHaveCount(2)
    await expect(page.getByRole('heading', { name: m('stats.title') })).toBeVisible()
    await expect(nav).toBeVisible()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await reviewScreenshot(page, `${SHOTS}/dashboard-${lang}-${width}.png`)
    }
    await page.setViewportSize({ width: 1280, height: 900 })
    await lift()
    await stats.getByRole('button', { name: retry() }).click()
    await expect(page.getByRole('alert').filter({ hasText: m('stats.load_failed') })).toHaveCount(0)
    await expect(page.getByRole('region', { name: m('stats.title') }).getByText(m('stats.clicks'), { exact: true })).toBeVisible()
    await growth.getByRole('button', { name: retry() }).click()
    await expect(page.getByRole('alert').filter({ hasText: m('growth.load_failed') })).toHaveCount(0)
    await followers.getByRole('button', { name: retry() }).click()
    await social.first().getByRole('button', { name: retry() }).click()
    await expect(social).toHaveCount(1)
    await expect(page.getByRole('alert').filter({ hasText: m('followers.form.failed') })).toHaveCount(0)
  })
}
