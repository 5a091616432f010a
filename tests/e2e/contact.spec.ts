import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { acceptCookies, expectDirection, expectNoAxeViolations, gotoIn } from './helpers.ts'

/**
 * The contact page against the real server: the form posts to the page's action, the message is
 * stored and mailed to CONTACT_TO (playwright.config.ts). A refusal by the server itself, and the
 * form without JavaScript: no-script-forms.spec.ts.
 */

const TEXTS = {
  en: {
    fullName: 'Full name',
    email: 'Email',
    role: 'I am writing as',
    subject: 'Subject',
    message: 'Message',
    submit: 'Send message',
    success: 'Message sent successfully!',
    failure: 'Failed to send message. Please try again.',
    required: 'This field is required.',
    invalidEmail: 'Please enter a valid email address.',
    reply: 'We typically reply within 24 hours',
  },
  ar: {
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    role: 'أكتب بصفتي',
    subject: 'الموضوع',
    message: 'الرسالة',
    submit: 'إرسال الرسالة',
    success: 'تم إرسال الرسالة بنجاح!',
    failure: 'تعذّر إرسال الرسالة. يرجى المحاولة مرة أخرى.',
    required: 'هذا الحقل مطلوب.',
    invalidEmail: 'يرجى إدخال بريد إلكتروني صالح.',
    reply: 'نرد عادةً خلال 24 ساعة',
  },
} as const

type Lang = keyof typeof TEXTS

const unique = () => crypto.randomUUID().slice(0, 8)

function fields(page: Page, lang: Lang) {
  const L = TEXTS[lang]
  return {
    fullName: page.getByRole('textbox', { name: L.fullName, exact: true }),
    email: page.getByRole('textbox', { name: L.email, exact: true }),
    role: page.getByRole('combobox', { name: L.role }),
    subject: page.getByRole('textbox', { name: L.subject, exact: true }),
    message: page.getByRole('textbox', { name: L.message, exact: true }),
  }
}

/** Every post the page makes to its action (/contact, or /contact.data from the script) or the API. */
function contactPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && /^\/(api\/)?contact(\.data)?$/.test(new URL(request.url()).pathname))
      posts.push(request.postData() ?? '')
  })
  return posts
}

async function mailWithSubject(request: APIRequestContext, subject: string) {
  // Contact messages go to CONTACT_TO (playwright.config.ts).
  const response = await request.get('/api/dev/mailbox?to=team@looktag.example')
  const { messages } = (await response.json()) as { messages: { to: string; subject: string; text: string }[] }
  return messages.find((m) => m.subject.includes(subject))
}

test.beforeEach(async ({ page }) => {
  await acceptCookies(page)
})

for (const lang of ['en', 'ar'] as const) {
  const L = TEXTS[lang]

  test(`a visitor sends a message in ${lang}, the form clears and the team gets the mail`, async ({ page, request }) => {
    await gotoIn(page, lang, '/contact')
    await expectDirection(page, lang)
    await expect(page.getByText(L.reply)).toBeVisible()
    await expectNoAxeViolations(page)

    const subject = `Partnership ${unique()}`
    const f = fields(page, lang)
    await f.fullName.fill('Nora Brand')
    await f.email.fill(`nora-${unique()}@example.com`)
    await f.role.selectOption('Brand')
    await f.subject.fill(subject)
    await f.message.fill('We would love to work with your creators on a spring campaign.')
    await page.getByRole('button', { name: L.submit }).click()

    await expect(page.getByRole('status')).toHaveText(L.success)
    for (const field of Object.values(f)) await expect(field).toHaveValue('')
    await expect(page.getByRole('button', { name: L.submit })).toBeEnabled()

    await expect.poll(() => mailWithSubject(request, subject), { timeout: 20_000 }).toBeTruthy()
    const mail = await mailWithSubject(request, subject)
    expect(mail?.to).toContain('team@looktag.example')
    expect(mail?.text).toContain('Nora Brand')
    expect(mail?.text).toContain('Role: Brand')
    expect(mail?.text).toContain('spring campaign')
  })

  test(`missing fields and an invalid email show field errors in ${lang} and send nothing`, async ({ page }) => {
    const posts = contactPosts(page)
    await gotoIn(page, lang, '/contact')
    const f = fields(page, lang)
    await f.email.fill('not-an-email')
    await f.message.fill('Hello')
    await page.getByRole('button', { name: L.submit }).click()

    await expect(f.fullName).toHaveAccessibleDescription(L.required)
    await expect(f.email).toHaveAccessibleDescription(L.invalidEmail)
    await expect(f.subject).toHaveAccessibleDescription(L.required)
    await expect(f.fullName).toHaveAttribute('aria-invalid', 'true')
    await expect(f.message).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.role).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.fullName).toBeFocused()
    await expect(page.getByRole('status')).toHaveText('')
    await expectNoAxeViolations(page)

    // Correcting a field clears its message; the others stay until the next submit.
    await f.email.fill('nora@example.com')
    await expect(f.email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(f.subject).toHaveAccessibleDescription(L.required)
    expect(posts).toEqual([])
  })
}
