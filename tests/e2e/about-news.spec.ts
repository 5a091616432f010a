import { expect, test } from '@playwright/test'
import { DEMO_SITE_SETTINGS } from '../../content/demo-site.ts'
import { acceptCookies, expectDirection, expectNoAxeViolations, gotoIn } from './helpers.ts'

// The browser tests run on a development instance, whose seed stores the demo settings.
const demo = DEMO_SITE_SETTINGS.marketing

const TEXTS = {
  en: {
    ceo: 'Meet our CEO',
    portrait: `Illustrated portrait of ${demo.ceoName}`,
    pricing: 'See plans and pricing',
    contact: 'Contact us',
    soon: 'Coming Soon',
    home: 'Back to home',
  },
  ar: {
    ceo: 'تعرّف على رئيستنا التنفيذية',
    portrait: `صورة مرسومة لـ ${demo.ceoName}`,
    pricing: 'اطّلع على الخطط والأسعار',
    contact: 'تواصل معنا',
    soon: 'قريبًا',
    home: 'العودة إلى الصفحة الرئيسية',
  },
} as const

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

for (const lang of ['en', 'ar'] as const) {
  const L = TEXTS[lang]

  test(`about shows the CEO section and the way on in ${lang}`, async ({ page }) => {
    await gotoIn(page, lang, '/about')
    await expectDirection(page, lang)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    const ceo = page.getByRole('region', { name: L.ceo })
    await expect(ceo).toBeVisible()
    await expect(ceo.getByText(demo.ceoName, { exact: true })).toBeVisible()
    await expect(ceo.getByRole('img', { name: L.portrait })).toHaveAttribute('src', '/images/about/ceo.svg')
    await expect(page.getByText(demo.verifiedCreators, { exact: true })).toBeVisible()
    await expect(page.getByText(demo.niches, { exact: true })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: L.pricing }).first()).toHaveAttribute('href', '/pricing')
    await expect(main.getByRole('link', { name: L.contact }).first()).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)
  })

  test(`news shows Coming Soon in ${lang}`, async ({ page }) => {
    await gotoIn(page, lang, '/news')
    await expectDirection(page, lang)
    await expect(page.getByRole('heading', { level: 1, name: L.soon })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: L.home })).toHaveAttribute('href', '/')
    await expectNoAxeViolations(page)
  })
}

test('the about page leads on to the plans', async ({ page }) => {
  await gotoIn(page, 'en', '/about')
  await page.getByRole('main').getByRole('link', { name: 'See plans and pricing' }).first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
})

test('news leads back home', async ({ page }) => {
  await gotoIn(page, 'en', '/news')
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
