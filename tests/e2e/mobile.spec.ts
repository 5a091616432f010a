import { expect, test } from '@playwright/test'
import { acceptCookies, gotoIn } from './helpers.ts'

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
