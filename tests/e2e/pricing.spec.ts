import { expect, type Page, test } from '@playwright/test'
import { acceptCookies, expectDirection, expectNoAxeViolations, gotoIn } from './helpers.ts'

const euro = (lang: string, amount: number) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount)

function planCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
}

async function storedPlan(page: Page) {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('selected_plan'))) ?? 'null')
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

test('prices are monthly by default and the toggle switches both plans to yearly prices', async ({ page }) => {
  await gotoIn(page, 'en', '/pricing')
  const basic = planCard(page, 'Basic')
  const ai = planCard(page, 'AI Creator')
  await expect(page.getByText('Save up to 17% with yearly billing')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  await expect(basic.getByText('€6', { exact: true })).toBeVisible()
  await expect(ai.getByText('€10', { exact: true })).toBeVisible()
  await expect(ai.getByText('Best value')).toBeVisible()

  await page.getByRole('radio', { name: 'Annually' }).check()
  await expect(basic.getByText('€60', { exact: true })).toBeVisible()
  await expect(basic.getByText('€6', { exact: true })).toBeHidden()
  await expect(ai.getByText('€100', { exact: true })).toBeVisible()
  await expect(ai.getByText('€10', { exact: true })).toBeHidden()
  await expect(ai.getByText('/ year')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('radio', { name: 'Monthly' }).check()
  await expect(basic.getByText('€6', { exact: true })).toBeVisible()
  await expect(ai.getByText('/ month')).toBeVisible()
})

test('each plan lists its features; only AI Creator has the AI ones', async ({ page }) => {
  await gotoIn(page, 'en', '/pricing')
  const shared = ['Public profile page', 'Unlimited image uploads', 'Custom profile links', 'Verified badge request']
  const aiOnly = ['AI outfit generation', 'Daily campaign popups', 'Homepage and explore priority', 'Premium support']
  for (const feature of shared) {
    await expect(planCard(page, 'Basic').getByText(feature, { exact: true })).toBeVisible()
    await expect(planCard(page, 'AI Creator').getByText(feature, { exact: true })).toBeVisible()
  }
  for (const feature of aiOnly) {
    await expect(planCard(page, 'Basic').getByText(feature, { exact: true })).toHaveCount(0)
    await expect(planCard(page, 'AI Creator').getByText(feature, { exact: true })).toBeVisible()
  }
})

test('choosing AI Creator yearly keeps the choice for registration and goes to /register', async ({ page }) => {
  await gotoIn(page, 'en', '/pricing')
  await page.getByRole('radio', { name: 'Annually' }).check()
  await page.getByRole('button', { name: 'Choose AI Creator' }).click()
  await expect(page).toHaveURL(/\/register$/)
  expect(await storedPlan(page)).toEqual({ planType: 'ai_creator', billingCycle: 'annually' })
})

test('choosing Basic monthly keeps that choice', async ({ page }) => {
  await gotoIn(page, 'en', '/pricing')
  await page.getByRole('button', { name: 'Choose Basic' }).click()
  await expect(page).toHaveURL(/\/register$/)
  expect(await storedPlan(page)).toEqual({ planType: 'basic', billingCycle: 'monthly' })
})

test('prices follow the page language', async ({ page }) => {
  await gotoIn(page, 'de', '/pricing')
  await page.getByRole('radio', { name: 'Jährlich' }).check()
  await expect(planCard(page, 'Basic').getByText(euro('de', 60), { exact: true })).toBeVisible()
  await expect(page.getByText('Spare bis zu 17 % mit jährlicher Abrechnung')).toBeVisible()
})

test('the pricing page reads right to left in Arabic without axe violations', async ({ page }) => {
  await gotoIn(page, 'ar', '/pricing')
  await expectDirection(page, 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByText('وفّر حتى 17% مع الفوترة السنوية')).toBeVisible()
  const basic = planCard(page, 'الأساسية')
  await expect(basic.getByText(euro('ar', 6), { exact: true })).toBeVisible()
  await page.getByRole('radio', { name: 'سنويًا' }).check()
  await expect(basic.getByText(euro('ar', 60), { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})
