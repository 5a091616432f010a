import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, signIn } from './accounts.ts'
import { openAdmin } from './admin-helpers.ts'
import { BASE_URL, expectDirection, gotoIn, message } from './helpers.ts'

const unique = () => crypto.randomUUID().slice(0, 8)

type Mail = { to: string; subject: string; text: string; html: string; listUnsubscribe: string; listUnsubscribePost: string }

/** The newest mail to `email` whose subject matches, as the dev mailbox lists it. */
async function mailFor(page: Page, email: string, subject: RegExp, timeout = 30_000) {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          messages: Mail[]
        }
        found = messages.find((m) => subject.test(m.subject))
        return found
      },
      { timeout, intervals: [500] },
    )
    .toBeTruthy()
  return found!
}

async function postLook(page: Page) {
  const expiry = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  const image = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 200, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer()
  const response = await page.request.post('/api/images/upload', {
    headers: { origin: BASE_URL },
    multipart: {
      image: { name: 'look.jpg', mimeType: 'image/jpeg', buffer: image },
      category: 'clothes',
      expiry_date: expiry,
      description: 'Linen summer look',
      discount: '',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
}

for (const lang of ['en', 'ar'] as const) {
  const m = (key: string, values: Record<string, string | number> = {}) => message(lang, `followers.${key}`, values)
  const startOf = (text: string) => text.split('{{')[0]!

  test(`${lang}: a visitor follows, confirms from the mailbox, gets the digest of a new look and unsubscribes in one click`, async ({
    browser,
  }) => {
    // The digest scan runs once a minute (pg-boss cron).
    test.setTimeout(180_000)
    const creatorPage = await (await browser.newContext()).newPage()
    const creator = await createApprovedCreator(creatorPage.request)
    await signIn(creatorPage, creator)

    const visitor = await (await browser.newContext()).newPage()
    await visitor.context().addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }])
    const email = `fan-${unique()}@example.com`
    await gotoIn(visitor, lang, `/${creator.username}`)
    await expectDirection(visitor, lang)
    await visitor.getByRole('link', { name: m('button'), exact: true }).click()
    const dialog = visitor.getByRole('dialog')
    await dialog.getByRole('textbox', { name: m('form.email_label') }).fill(email)
    await dialog.getByRole('checkbox', { name: startOf(m('form.consent')).trim() }).check()
    await dialog.getByRole('button', { name: m('form.submit'), exact: true }).click()
    await expect(dialog.getByText(m('form.sent'))).toBeVisible()

    const confirm = await mailFor(visitor, email, new RegExp(`^${startOf(m('email.confirm_subject'))}`))
    await visitor.goto(confirm.text.match(/https?:\/\/\S+\/followers\/confirm\/\S+/)![0].replace(/^https?:\/\/[^/]+/, ''))
    await visitor.getByRole('button', { name: m('confirm.button'), exact: true }).click()
    await expect(visitor.getByText(startOf(m('confirm.done')))).toBeVisible()

    // The follower's own page from the link in the mail: the address reads left to right in any language.
    const manage = confirm.text.match(/https?:\/\/\S+\/followers\/manage\/\S+/)![0].replace(/^https?:\/\/[^/]+/, '')
    await visitor.goto(manage)
    await expect(visitor.getByTestId('following-intro')).toContainText(`\u2066${email}\u2069`)

    await postLook(creatorPage)
    const digest = await mailFor(visitor, email, new RegExp(`^${startOf(m('email.digest_subject_one'))}`), 150_000)
    // The mail in the follower's language and direction: the HTML part and the plain-text part.
    expect(digest.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
    expect(digest.html).toContain('Linen summer look')
    expect(digest.text).toContain('Linen summer look')
    expect(digest.text).toContain(`${m('email.unsubscribe')}: `)
    expect(digest.text).toContain(startOf(m('email.footer_why')))
    expect(digest.listUnsubscribe).toMatch(/^<https?:\/\/\S+\/api\/followers\/unsubscribe\/\S+>$/)
    expect(digest.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
    const rendered = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await rendered.setContent(digest.html)
    await expect(rendered.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
    await expect(rendered.getByRole('link', { name: m('email.unsubscribe') })).toBeVisible()
    await rendered.screenshot({ path: `test-results/followers-digest-${lang}.png`, fullPage: true })

    const unsubscribe = digest.text.match(new RegExp(`${m('email.unsubscribe')}: (\\S+)`))![1]!
    await visitor.goto(unsubscribe.replace(/^https?:\/\/[^/]+/, ''))
    await visitor.getByRole('button', { name: m('unsubscribe.button'), exact: true }).click()
    await expect(visitor.getByText(m('unsubscribe.done'))).toBeVisible()

    // The creator's dashboard counts the follow and the unsubscribe.
    await gotoIn(creatorPage, lang, '/dashboard')
    const followers = creatorPage.getByRole('region', { name: m('dashboard.title'), exact: true })
    await expect(followers.getByRole('table', { name: startOf(m('dashboard.chart_title')).trim() })).toContainText(
      new Intl.NumberFormat(lang).format(1),
    )
  })
}

test("the admin sees the platform's follower totals, in English and Arabic", async ({ browser }) => {
  for (const lang of ['en', 'ar'] as const) {
    const page = await openAdmin(browser, lang)
    const card = page.getByRole('region', { name: message(lang, 'followers.admin.title') })
    await expect(card.getByText(message(lang, 'followers.admin.confirmed'))).toBeVisible()
    await expect(card.getByTestId('admin-followers-creators')).toHaveText(/\S/)
  }
})
