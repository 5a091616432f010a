import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { acceptCookies, BASE_URL, expectDirection, gotoIn } from './helpers.ts'

/**
 * One creator's whole way in: plan → registration with a promo code → test checkout (declined,
 * then paid) → approval by an admin → login → profile → sign out → password reset from the mailed
 * link → login with the new password. Once in English and once in Arabic.
 */

/** The admin the e2e server creates on start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
const ADMIN = { email: 'admin@e2e.looktag.test', password: 'e2e-Admin-Passw0rd!' }

const TEXTS = {
  en: {
    choosePlan: 'Choose AI Creator',
    plan: 'AI Creator',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    pageName: 'Page name',
    phone: 'Phone',
    gender: 'Gender',
    female: 'Female',
    birthdate: 'Birthdate',
    promoCode: 'Promo code',
    apply: 'Apply',
    promoExpired: 'Promo expired',
    promoApplied: 'Promo code applied',
    terms: /I accept the Terms and Conditions/,
    registerAndPay: 'Register and pay',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    cvc: 'CVC',
    cardName: 'Name on card',
    pay: /^Pay /,
    declined: 'Your card was declined. Please use another card.',
    awaiting: 'Registered successfully. Wait for admin approval',
    logIn: 'Log in',
    approve: 'Approve',
    active: 'Active',
    search: 'Search by username or email',
    searchButton: 'Search',
    welcome: 'Welcome back',
    profileLink: 'Profile',
    introduction: 'Introduction',
    specialization: 'Specialization',
    tooLong: 'Maximum 150 characters allowed',
    country: 'Country',
    uploadPhoto: 'Upload a photo',
    save: 'Save',
    profileSaved: 'Profile updated successfully',
    signOut: 'Sign Out',
    forgot: 'Forgot Password?',
    resetSent: 'A reset link has been sent to your email.',
    newPassword: 'New password',
    repeatPassword: 'Repeat new password',
    savePassword: 'Save new password',
    resetDone: 'Your password was successfully reset. You can now log in.',
    invalidCredentials: 'Invalid email or password.',
  },
  ar: {
    choosePlan: 'اختر صانع المحتوى بالذكاء الاصطناعي',
    plan: 'صانع المحتوى بالذكاء الاصطناعي',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    pageName: 'اسم الصفحة',
    phone: 'الهاتف',
    gender: 'الجنس',
    female: 'أنثى',
    birthdate: 'تاريخ الميلاد',
    promoCode: 'رمز الخصم الترويجي',
    apply: 'تطبيق',
    promoExpired: 'انتهت صلاحية رمز الخصم',
    promoApplied: 'تم تطبيق رمز الخصم',
    terms: /أوافق على الشروط والأحكام/,
    registerAndPay: 'التسجيل والدفع',
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء',
    cvc: 'رمز التحقق (CVC)',
    cardName: 'الاسم على البطاقة',
    pay: /^ادفع /,
    declined: 'تم رفض بطاقتك. يُرجى استخدام بطاقة أخرى.',
    awaiting: 'تم التسجيل بنجاح. يرجى انتظار موافقة المشرف',
    logIn: 'تسجيل الدخول',
    approve: 'موافقة',
    active: 'نشط',
    search: 'البحث باسم المستخدم أو البريد الإلكتروني',
    searchButton: 'بحث',
    welcome: 'مرحبًا بعودتك',
    profileLink: 'الملف الشخصي',
    introduction: 'نبذة تعريفية',
    specialization: 'التخصص',
    tooLong: 'الحد الأقصى المسموح به 150 حرفًا',
    country: 'الدولة',
    uploadPhoto: 'رفع صورة',
    save: 'حفظ',
    profileSaved: 'تم تحديث الملف الشخصي بنجاح',
    signOut: 'تسجيل الخروج',
    forgot: 'هل نسيت كلمة المرور؟',
    resetSent: 'تم إرسال رابط إعادة التعيين إلى بريدك الإلكتروني.',
    newPassword: 'كلمة المرور الجديدة',
    repeatPassword: 'أعد إدخال كلمة المرور الجديدة',
    savePassword: 'حفظ كلمة المرور الجديدة',
    resetDone: 'تمت إعادة تعيين كلمة المرور بنجاح. يمكنك الآن تسجيل الدخول.',
    invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
} as const

type Lang = keyof typeof TEXTS

/** An 8×8 PNG: a real image for the avatar upload (the server checks the content). */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOosXqLFTEMLQkA0eBowXCXrMoAAAAASUVORK5CYII=',
  'base64',
)

const unique = () => crypto.randomUUID().slice(0, 8)

async function logIn(page: Page, L: (typeof TEXTS)[Lang], email: string, password: string) {
  await page.getByRole('textbox', { name: L.email, exact: true }).fill(email)
  await page.getByLabel(L.password, { exact: true }).fill(password)
  await page.getByRole('button', { name: L.logIn, exact: true }).click()
}

/** An admin in a browser of their own, on /admin, plus two promo codes for the test (one expired). */
async function adminSession(browser: Browser, lang: Lang, id: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await acceptCookies(page)
  await gotoIn(page, lang, '/login')
  await logIn(page, TEXTS[lang], ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin$/)
  const promo = { valid: `SPRING${id}`.toUpperCase(), expired: `OLD${id}`.toUpperCase() }
  for (const body of [
    { code: promo.valid, percentOff: 20 },
    { code: promo.expired, percentOff: 10, expiresAt: '2020-01-31' },
  ]) {
    const response = await page.request.post('/api/admin/promo-codes', { data: body })
    expect(response.status(), await response.text()).toBe(201)
  }
  return { page, promo, close: () => context.close() }
}

async function resetLinkFor(request: APIRequestContext, email: string) {
  let link: string | undefined
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: { to: string; text: string }[]
      }
      link = messages
        .filter((m) => m.to.includes(email))
        .map((m) => m.text.match(/\/reset-password\/[A-Za-z0-9_-]+/)?.[0])
        .find(Boolean)
      return link
    })
    .toBeTruthy()
  return link as string
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  const L = TEXTS[lang]

  test(`a creator registers, pays, is approved, edits the profile and resets the password (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // The whole account life in one journey (register, pay, approve, profile, reset) on two shared cores.
    test.setTimeout(180_000)
    const id = unique()
    const username = `e2e_${lang}_${id}`
    const email = `creator-${lang}-${id}@e2e.looktag.test`
    const password = `Linen-Blazer-${id}!`
    const newPassword = `Velvet-Coat-${id}!`
    const admin = await adminSession(browser, lang, id)
    await acceptCookies(page)

    // Plan and registration.
    await gotoIn(page, lang, '/pricing')
    await page.getByRole('button', { name: L.choosePlan }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expectDirection(page, lang)
    await expect(page.getByRole('complementary').getByText(L.plan, { exact: true })).toBeVisible()

    await page.getByRole('textbox', { name: L.username, exact: true }).fill(username)
    await page.getByRole('textbox', { name: L.email, exact: true }).fill(email)
    await page.getByLabel(L.password, { exact: true }).fill(password)
    await page.getByRole('textbox', { name: L.pageName, exact: true }).fill(`Looks by ${id}`)
    await page.getByRole('textbox', { name: L.phone, exact: true }).fill('+49 170 5550123')
    await page.getByRole('combobox', { name: L.gender }).selectOption({ label: L.female })
    await page.getByLabel(L.birthdate, { exact: true }).fill('1996-03-08')

    const promo = page.getByRole('textbox', { name: L.promoCode })
    await promo.fill(admin.promo.expired)
    await page.getByRole('button', { name: L.apply }).click()
    await expect(page.getByText(L.promoExpired)).toBeVisible()
    await promo.fill(admin.promo.valid)
    await page.getByRole('button', { name: L.apply }).click()
    await expect(page.getByText(L.promoApplied)).toBeVisible()

    await page.getByRole('checkbox', { name: L.terms }).check()
    await page.getByRole('button', { name: L.registerAndPay }).click()

    // The built-in test checkout: a declined card first, then one that pays.
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/)
    const card = page.getByRole('textbox', { name: L.cardNumber })
    await card.fill('4000 0000 0000 0002')
    await page.getByRole('textbox', { name: L.expiry }).fill('12/34')
    await page.getByRole('textbox', { name: L.cvc }).fill('123')
    await page.getByRole('textbox', { name: L.cardName }).fill('Nora Creator')
    await page.getByRole('button', { name: L.pay }).click()
    await expect(page.getByRole('alert')).toContainText(L.declined)

    await card.fill('4242 4242 4242 4242')
    await page.getByRole('button', { name: L.pay }).click()
    await expect(page).toHaveURL(/\/register-success$/)
    await expect(page.getByText(L.awaiting)).toBeVisible()

    // Paid but not approved yet: login says so.
    await gotoIn(page, lang, '/login')
    await logIn(page, L, email, password)
    await expect(page.getByRole('alert')).toHaveText(L.awaiting)

    // The admin approves the new account.
    await admin.page.getByRole('searchbox', { name: L.search }).fill(username)
    await admin.page.getByRole('button', { name: L.searchButton, exact: true }).click()
    await expect(admin.page).toHaveURL(new RegExp(`search=${username}`))
    const row = admin.page.getByRole('row').filter({ hasText: username })
    await row.getByRole('button', { name: `${L.approve} ${username}` }).click()
    await expect(row.getByText(L.active, { exact: true })).toBeVisible()
    await admin.close()

    // Login lands on the dashboard.
    await logIn(page, L, email, password)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${L.welcome}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(username)

    // Profile: photo, texts; saved, then back on the dashboard.
    await page.getByRole('navigation').getByRole('link', { name: L.profileLink, exact: true }).click()
    await expect(page).toHaveURL(/\/profile$/)
    await page.getByLabel(L.uploadPhoto).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: AVATAR_PNG })
    await page.getByRole('textbox', { name: L.pageName, exact: true }).fill(`Studio ${id}`)
    // Text beyond 150 characters is cut off with a warning.
    const specialization = page.getByRole('textbox', { name: L.specialization, exact: true })
    await specialization.fill('a'.repeat(160))
    await expect(page.getByRole('alert')).toHaveText(L.tooLong)
    await expect(specialization).toHaveValue('a'.repeat(150))
    await specialization.fill('Minimal fashion')
    await expect(page.getByText(L.tooLong)).toHaveCount(0)
    await page.getByRole('textbox', { name: L.introduction, exact: true }).fill('Capsule wardrobes for busy weeks.')
    await page.getByRole('textbox', { name: L.country, exact: true }).fill('Austria')
    await page.getByRole('button', { name: L.save, exact: true }).click()
    await expect(page.getByText(L.profileSaved)).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByText(`Studio ${id}`)).toBeVisible()
    await expect(page.locator('main img').first()).toHaveAttribute('src', /.+/)

    // Sign out, then reset the password from the mailed link.
    await page.getByRole('button', { name: L.signOut }).first().click()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByRole('textbox', { name: L.email, exact: true }).fill(email)
    await page.getByRole('link', { name: L.forgot }).click()
    await expect(page).toHaveURL(/\/request-reset\?email=/)
    await expect(page.getByText(L.resetSent)).toBeVisible()

    const link = await resetLinkFor(request, email)
    await page.goto(`${BASE_URL}${link}`)
    await page.getByLabel(L.newPassword, { exact: true }).fill(newPassword)
    await page.getByLabel(L.repeatPassword, { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: L.savePassword }).click()
    await expect(page.getByText(L.resetDone)).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)

    // The old password is gone; the new one works.
    await logIn(page, L, email, password)
    await expect(page.getByRole('alert')).toHaveText(L.invalidCredentials)
    await page.getByLabel(L.password, { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: L.logIn, exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
}
