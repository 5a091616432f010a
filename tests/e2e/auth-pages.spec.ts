import { expect, type Page, test } from '@playwright/test'
import { createApprovedCreator, E2E_ADMIN } from './accounts.ts'
import { acceptCookies, BASE_URL, expectDirection, expectNoAxeViolations, gotoIn, message } from './helpers.ts'

/** What the account pages show, in the two languages the tests read them in. */
const TEXTS = {
  en: {
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    forgot: 'Forgot Password?',
    forgotNeedsEmail: 'Please enter your email before requesting a password reset.',
    invalidCredentials: 'Invalid email or password.',
    missingEmail: 'Missing email in the link.',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    savePassword: 'Save new password',
    resetFailed: 'Reset failed. Token may be invalid or expired.',
    mismatch: 'The passwords do not match.',
    username: 'Username',
    pageName: 'Page name',
    phone: 'Phone',
    birthdate: 'Birthdate',
    terms: /I accept the Terms and Conditions/,
    registerAndPay: 'Register and pay',
    fillAll: 'Registration failed. Please fill all fields.',
    required: 'This field is required.',
    birthdateRequired: 'Please enter your birthdate.',
    acceptTerms: 'Please accept the Terms and Conditions.',
    plan: 'AI Creator',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    logIn: 'تسجيل الدخول',
    forgot: 'هل نسيت كلمة المرور؟',
    forgotNeedsEmail: 'يرجى إدخال بريدك الإلكتروني قبل طلب إعادة تعيين كلمة المرور.',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    missingEmail: 'البريد الإلكتروني مفقود في الرابط.',
    newPassword: 'كلمة المرور الجديدة',
    repeatPassword: 'أعد إدخال كلمة المرور الجديدة',
    savePassword: 'حفظ كلمة المرور الجديدة',
    resetFailed: 'فشلت إعادة التعيين. قد يكون الرابط غير صالح أو منتهي الصلاحية.',
    mismatch: 'كلمتا المرور غير متطابقتين.',
    username: 'اسم المستخدم',
    pageName: 'اسم الصفحة',
    phone: 'الهاتف',
    birthdate: 'تاريخ الميلاد',
    terms: /أوافق على الشروط والأحكام/,
    registerAndPay: 'التسجيل والدفع',
    fillAll: 'فشل التسجيل. يرجى ملء جميع الحقول.',
    required: 'هذا الحقل مطلوب.',
    birthdateRequired: 'يرجى إدخال تاريخ ميلادك.',
    acceptTerms: 'يرجى قبول الشروط والأحكام.',
    plan: 'صانع المحتوى بالذكاء الاصطناعي',
  },
} as const

type Lang = keyof typeof TEXTS

/** The admin the e2e server creates on start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
const ADMIN = { email: 'admin@e2e.looktag.test', password: 'e2e-Admin-Passw0rd!' }

const unique = () => crypto.randomUUID().slice(0, 8)

/** A token of the right shape that no reset link ever carried. */
const unknownToken = () => `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '')

async function choosePlan(page: Page) {
  // What /pricing stores when the AI Creator plan is chosen monthly.
  await page.evaluate(() => localStorage.setItem('selected_plan', JSON.stringify({ planType: 'ai_creator', billingCycle: 'monthly' })))
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const L = TEXTS[lang]

  test(`login shows the server's message for a wrong password (${lang})`, async ({ page }) => {
    await gotoIn(page, lang, '/login')
    await expectDirection(page, lang)
    await expectNoAxeViolations(page)

    await page.getByRole('textbox', { name: L.email, exact: true }).fill(`nobody-${unique()}@e2e.looktag.test`)
    await page.getByLabel(L.password, { exact: true }).fill('not-the-password-1')
    await page.getByRole('button', { name: L.logIn, exact: true }).click()

    await expect(page.getByRole('alert')).toHaveText(L.invalidCredentials)
    await expect(page).toHaveURL(/\/login$/)
  })

  test(`a blocked creator is told the account is blocked and whom to contact (${lang})`, async ({ page, request }) => {
    const creator = await createApprovedCreator(request)
    const headers = { origin: BASE_URL }
    const token = ((await (await request.post('/api/auth/login', { headers, data: E2E_ADMIN })).json()) as { token: string }).token
    const blocked = await request.put(`/api/admin/influencers/${creator.id}/block`, {
      headers: { ...headers, authorization: `Bearer ${token}` },
      data: { approved: false },
    })
    expect(blocked.status()).toBe(200)

    await gotoIn(page, lang, '/login')
    await page.getByRole('textbox', { name: L.email, exact: true }).fill(creator.email)
    await page.getByLabel(L.password, { exact: true }).fill(creator.password)
    await page.getByRole('button', { name: L.logIn, exact: true }).click()

    const alert = page.getByRole('alert')
    await expect(alert).toContainText(message(lang, 'auth.blocked').split('{{email}}')[0].trim())
    await expect(alert).not.toContainText(message(lang, 'auth.awaiting_approval'))
    await expect(alert.getByRole('link', { name: message(lang, 'login.contact_support') })).toHaveAttribute('href', '/contact')
    await expect(page).toHaveURL(/\/login$/)
  })

  test(`forgot password without an email asks for it first (${lang})`, async ({ page }) => {
    await gotoIn(page, lang, '/login')
    await page.getByRole('link', { name: L.forgot }).click()

    await expect(page.getByRole('alert')).toHaveText(L.forgotNeedsEmail)
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('textbox', { name: L.email, exact: true })).toBeFocused()
  })

  test(`a reset request link without an email says it is missing (${lang})`, async ({ page }) => {
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname))
    await gotoIn(page, lang, '/request-reset')

    await expect(page.getByRole('alert')).toHaveText(L.missingEmail)
    await expectNoAxeViolations(page)
    expect(posts).not.toContain('/api/auth/request-password-reset')
  })

  test(`an unknown reset token shows the reset failure (${lang})`, async ({ page }) => {
    await gotoIn(page, lang, `/reset-password/${unknownToken()}`)
    await expectDirection(page, lang)
    await expectNoAxeViolations(page)

    const password = page.getByLabel(L.newPassword, { exact: true })
    const repeat = page.getByLabel(L.repeatPassword, { exact: true })
    await password.fill('Fresh-Start-2025!')
    await repeat.fill('Fresh-Start-2026!')
    await page.getByRole('button', { name: L.savePassword }).click()
    await expect(page.getByText(L.mismatch)).toBeVisible()
    await expect(repeat).toBeFocused()

    await repeat.fill('Fresh-Start-2025!')
    await page.getByRole('button', { name: L.savePassword }).click()
    await expect(page.getByRole('alert')).toContainText(L.resetFailed)
  })

  test(`registration asks for missing fields, the birthdate and the terms (${lang})`, async ({ page }) => {
    await gotoIn(page, lang, '/pricing')
    await choosePlan(page)
    await gotoIn(page, lang, '/register')
    await expect(page.getByRole('complementary').getByText(L.plan, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname))
    const submit = page.getByRole('button', { name: L.registerAndPay })

    await submit.click()
    await expect(page.getByRole('alert')).toHaveText(L.fillAll)
    await expect(page.getByRole('textbox', { name: L.username, exact: true })).toBeFocused()
    await expect(page.getByText(L.required).first()).toBeVisible()
    await expect(page.getByText(L.birthdateRequired)).toBeVisible()
    await expect(page.getByText(L.acceptTerms)).toBeVisible()

    const id = unique()
    await page.getByRole('textbox', { name: L.username, exact: true }).fill(`terms_${id}`)
    await page.getByRole('textbox', { name: L.email, exact: true }).fill(`terms-${id}@e2e.looktag.test`)
    await page.getByLabel(L.password, { exact: true }).fill('Linen-Blazer-2025!')
    await page.getByRole('textbox', { name: L.pageName, exact: true }).fill('Terms Test')
    await page.getByRole('textbox', { name: L.phone, exact: true }).fill('+49 170 1234567')
    await page.getByLabel(L.birthdate, { exact: true }).fill('1994-05-17')
    await submit.click()

    await expect(page.getByText(L.acceptTerms)).toBeVisible()
    await expect(page.getByText(L.fillAll)).toHaveCount(0)
    await expect(page.getByText(L.birthdateRequired)).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: L.terms })).toBeFocused()
    expect(posts).not.toContain('/api/auth/create-checkout-session')
  })
}

for (const lang of ['en', 'de', 'ar'] as const) {
  test(`registration without a chosen plan goes to pricing and never shows the form (${lang})`, async ({ page, browser }) => {
    await gotoIn(page, lang, '/register')
    await expect(page).toHaveURL(/\/pricing$/)

    // What the server sends before the browser has read the stored plan: no form to fill in vain.
    const noScript = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false })
    await noScript.addCookies([{ name: 'lang', value: lang, url: BASE_URL }])
    const html = await noScript.newPage()
    await html.goto('/register')
    await expect(html.getByRole('status').filter({ hasText: message(lang, 'register.plan.checking') })).toBeVisible()
    await expect(html.locator('input[name="username"]')).toHaveCount(0)
    await noScript.close()
  })
}

test('the terms and privacy links open in a new tab', async ({ page }) => {
  await gotoIn(page, 'en', '/pricing')
  await choosePlan(page)
  await gotoIn(page, 'en', '/register')
  const terms = page.getByRole('link', { name: /Terms and Conditions/ })
  await expect(terms).toHaveAttribute('href', '/terms-of-use')
  await expect(terms).toHaveAttribute('target', '_blank')
  const privacy = page.getByRole('link', { name: /Privacy Policy/ }).and(page.locator('form a'))
  await expect(privacy).toHaveAttribute('href', '/privacy-policy')
  await expect(privacy).toHaveAttribute('target', '_blank')
})

test('guarded pages send a guest away', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/login$/)
})

test('a signed-in admin is sent from /login and /dashboard to /admin', async ({ page }) => {
  const response = await page.request.post('/api/auth/login', { data: ADMIN })
  expect(response.ok()).toBe(true)
  await page.goto('/login')
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible()
})
