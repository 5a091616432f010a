import { expect, test } from '@playwright/test'
import { createApprovedCreator } from './accounts.ts'
import { acceptCookies, gotoIn, message } from './helpers.ts'
import { creatorApi, upload } from './public-fixtures.ts'

test('the mobile menu links My Profile to /profile and Sign Up to /register', async ({ page }) => {
  await acceptCookies(page)
  await page.goto('/about')
  await page.locator('header summary').click()
  const menu = page.getByRole('navigation', { name: 'Mobile menu' })
  await expect(menu.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile')
  await expect(page.getByRole('link', { name: 'Sign Up' }).last()).toHaveAttribute('href', '/register')
  await menu.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
})

test('the mobile menu works right to left in Arabic', async ({ page }) => {
  await acceptCookies(page)
  await gotoIn(page, 'ar', '/about')
  await page.locator('header summary').click()
  await expect(page.getByRole('navigation', { name: 'قائمة الجوال' }).getByRole('link', { name: 'الأسعار' })).toBeVisible()
})

test('the desktop header sends Sign Up to /pricing and My Profile to /dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await acceptCookies(page)
  await page.goto('/about')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Sign Up' }).first()).toHaveAttribute('href', '/pricing')
  await expect(header.getByRole('link', { name: 'My Profile' }).first()).toHaveAttribute('href', '/dashboard')
})

test('a creator page on a phone: one column, no sideways scrolling, right to left in Arabic', async ({ page, request }) => {
  const creator = await createApprovedCreator(request)
  const api = await creatorApi(creator)
  for (let i = 0; i < 3; i++) await upload(api, { description: `Phone look ${i}`, premium: i < 2, tag: 'https://shop.example/p' })
  await acceptCookies(page)
  await gotoIn(page, 'ar', `/${creator.username}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 2, name: message('ar', 'public.carousel.title') })).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
  expect(b && a && b.y > a.y + a.height - 1).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})
