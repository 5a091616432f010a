import { expect, test } from '@playwright/test'
import { E2E_ADMIN } from './accounts.ts'
import { LANGS, openAdmin, sessionFor } from './admin-helpers.ts'
import { acceptCookies, gotoIn, message, reviewScreenshot } from './helpers.ts'

// Changes the instance's settings: puts back what it found, whatever happens.
let original: unknown
test.beforeAll(async () => {
  const { api } = await sessionFor(E2E_ADMIN)
  original = await (await api.get('/api/admin/site-settings')).json()
  await api.dispose()
})
test.afterAll(async () => {
  const { api } = await sessionFor(E2E_ADMIN)
  expect((await api.put('/api/admin/site-settings', { data: original })).status()).toBe(200)
  await api.dispose()
})

// Two sign-ins, two saves and a visit: slower than one page's budget on a busy machine.
test.setTimeout(90_000)

for (const lang of LANGS) {
  test(`an admin renames the platform and changes the imprint, and a visitor sees both at once (${lang})`, async ({ browser }) => {
    const page = await openAdmin(browser, lang, '/admin?tab=platform')
    const name = `Atelier ${lang.toUpperCase()} ${Date.now() % 10000}`
    const company = `Atelier ${lang} Betriebs GmbH`
    await page.getByLabel(message(lang, 'admin.site.fields.name'), { exact: true }).fill(name)
    await page.getByLabel(message(lang, 'admin.site.fields.company'), { exact: true }).fill(company)
    await page.getByRole('button', { name: message(lang, 'admin.site.save') }).click()
    await expect(page.getByText(message(lang, 'admin.site.saved'))).toBeVisible()

    // A bad value is refused with its field's message, and nothing changes.
    await page.getByLabel(message(lang, 'admin.site.fields.vatId'), { exact: true }).fill('not a vat id')
    await page.getByRole('button', { name: message(lang, 'admin.site.save') }).click()
    await expect(page.getByText(message(lang, 'admin.site.vat_invalid'))).toBeVisible()

    const visitor = await browser.newContext()
    const visit = await visitor.newPage()
    await acceptCookies(visit)
    await gotoIn(visit, lang, '/imprint')
    await expect(visit.getByRole('main').getByText(company, { exact: true })).toBeVisible()
    await visitor.close()
    await page.context().close()
  })
}

test('an admin names the platform and sets the imprint in English and Arabic; visitors in each language see theirs at once', async ({
  browser,
}) => {
  const page = await openAdmin(browser, 'en', '/admin?tab=platform')
  const suffix = Date.now() % 10000
  const name = `Maison ${suffix}`
  const company = `Maison ${suffix} GmbH`
  const arabicCompany = `ميزون ${suffix} ش.م.م`
  await page.getByLabel(message('en', 'admin.site.fields.name'), { exact: true }).fill(name)
  await page.getByLabel(message('en', 'admin.site.fields.company'), { exact: true }).fill(company)
  await page.getByLabel(message('en', 'admin.site.fields.street'), { exact: true }).fill('Hafenstraße 1')
  await page.getByLabel(message('en', 'admin.site.fields.city'), { exact: true }).fill('Hamburg')
  const arabic = message('en', 'admin.site.languages.ar')
  const inArabic = (field: string) =>
    message('en', 'admin.site.localized.field', { field: message('en', `admin.site.fields.${field}`), language: arabic })
  await page.getByLabel(inArabic('company'), { exact: true }).fill(arabicCompany)
  await page.getByLabel(inArabic('city'), { exact: true }).fill('هامبورغ')
  // The platform's own social accounts: all removed, then one added, which the footer shows.
  const remove = page.getByRole('button', { name: /^Remove / })
  while ((await remove.count()) > 0) await remove.first().click()
  await expect(page.getByText(message('en', 'admin.site.social.none'))).toBeVisible()
  await page.getByRole('button', { name: message('en', 'admin.site.social.add') }).click()
  await page.getByLabel(message('en', 'admin.site.social.network')).selectOption('instagram')
  await page.getByLabel(message('en', 'admin.site.social.url')).last().fill(`https://instagram.com/maison${suffix}`)
  await page.getByRole('button', { name: message('en', 'admin.site.save') }).click()
  await expect(page.getByText(message('en', 'admin.site.saved'))).toBeVisible()
  await page.context().close()

  const visitor = await browser.newContext()
  const visit = await visitor.newPage()
  await acceptCookies(visit)
  await gotoIn(visit, 'en', '/imprint')
  await expect(visit.getByRole('main').getByText(company, { exact: true })).toBeVisible()
  await expect(visit).toHaveTitle(new RegExp(`${name}$`))
  await expect(visit.getByRole('banner').getByText(name)).toBeVisible()
  await expect(visit.getByRole('contentinfo').getByRole('link', { name: `${name} on Instagram` })).toHaveAttribute(
    'href',
    `https://instagram.com/maison${suffix}`,
  )
  await gotoIn(visit, 'ar', '/imprint')
  await expect(visit.getByRole('main').getByText(arabicCompany, { exact: true })).toBeVisible()
  await expect(visit.getByRole('main')).toContainText('هامبورغ')
  await expect(visit.getByRole('main').getByText(company, { exact: true })).toHaveCount(0)
  await expect(visit).toHaveTitle(new RegExp(`${name}$`))
  await visitor.close()
})

test('an operator outside Germany picks the neutral imprint: visitors in English and Arabic see its facts without German legal references; German rules bring them back', async ({
  browser,
}) => {
  // Two saves, four screenshots and four visits.
  test.setTimeout(180_000)
  const page = await openAdmin(browser, 'en', '/admin?tab=platform')
  const company = `Nordic Looks ${Date.now() % 10000} AB`
  const rules = page.getByLabel(message('en', 'admin.site.fields.jurisdiction'), { exact: true })
  const save = async () => {
    await page.getByRole('button', { name: message('en', 'admin.site.save') }).click()
    await expect(page.getByText(message('en', 'admin.site.saved'))).toBeVisible()
  }
  await page.getByLabel(message('en', 'admin.site.fields.company'), { exact: true }).fill(company)
  await page.getByLabel(message('en', 'admin.site.fields.representative'), { exact: true }).fill('Ada Berg')
  await page.getByLabel(message('en', 'admin.site.fields.vatId'), { exact: true }).fill('SE556677889901')
  await page.getByLabel(message('en', 'admin.site.fields.street'), { exact: true }).fill('Storgatan 1')
  await page.getByLabel(message('en', 'admin.site.fields.city'), { exact: true }).fill('Stockholm')
  for (const [lang, country] of [
    ['en', 'Sweden'],
    ['de', 'Schweden'],
    ['ar', 'السويد'],
  ])
    await page.getByLabel(message('en', 'admin.site.fields.country', { language: lang!.toUpperCase() }), { exact: true }).fill(country!)
  await rules.selectOption('neutral')
  await save()

  const visitor = await browser.newContext()
  const visit = await visitor.newPage()
  await acceptCookies(visit)
  const germanLaw = /DDG|UStG|MStV|§|German|ألمان/
  for (const lang of ['en', 'ar'] as const) {
    await gotoIn(visit, lang, '/imprint')
    const main = visit.getByRole('main')
    await expect(main).toContainText('SE556677889901')
    await expect(main).not.toContainText(germanLaw)
    await reviewScreenshot(visit, `test-results/imprint-neutral-${lang}.png`)
    await visit.setViewportSize({ width: 390, height: 844 })
    await reviewScreenshot(visit, `test-results/imprint-neutral-${lang}-390.png`)
    await visit.setViewportSize({ width: 1280, height: 720 })
  }
  await expect(visit.getByRole('main')).toContainText('معلومات عن مقدّم هذه الخدمة.')

  await rules.selectOption('de')
  await save()
  await gotoIn(visit, 'en', '/imprint')
  await expect(visit.getByRole('main')).toContainText('Information pursuant to § 5 of the German Digital Services Act (DDG).')
  await expect(visit.getByRole('main')).toContainText('(MStV): Ada Berg')
  await gotoIn(visit, 'ar', '/imprint')
  await expect(visit.getByRole('main')).toContainText('(DDG)')
  await visitor.close()
  await page.context().close()
})
