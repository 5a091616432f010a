import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, E2E_ADMIN, signIn } from './accounts.ts'
import { headers, LANGS, sessionFor } from './admin-helpers.ts'
import { BASE_URL, expectDirection, gotoIn, message, reviewScreenshot } from './helpers.ts'

type Mail = { to: string; subject: string; text: string }

/** The newest mail to `email` whose subject starts like `subject`, from the dev mailbox. */
async function mailFor(page: Page, email: string, subject: string) {
  const start = subject.split('{{')[0]!.split(':')[0]!
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
        found = ((await answer.json()) as { messages: Mail[] }).messages.find((m) => m.subject.startsWith(start))
        return found
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeTruthy()
  return found!
}

async function postLook(page: Page) {
  const expiry = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
  const image = await sharp({ create: { width: 400, height: 500, channels: 3, background: { r: 90, g: 160, b: 200 } } })
    .jpeg()
    .toBuffer()
  const response = await page.request.post('/api/images/upload', {
    headers,
    multipart: {
      image: { name: 'look.jpg', mimeType: 'image/jpeg', buffer: image },
      category: 'clothes',
      expiry_date: expiry,
      description: 'Blue look',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

for (const lang of LANGS) {
  const m = (key: string, values: Record<string, string | number> = {}) => message(lang, `appeals.${key}`, values)

  // English restricts the look's visibility, Arabic removes it (kept dark for the complaint period): both come back on reversal.
  const outcome = lang === 'en' ? 'restrict' : 'remove'
  test(`${lang}: a report leads to "${outcome}" on a look, the creator reads why and complains, a second admin reverses, the look is back and the notifier is told`, async ({
    browser,
  }) => {
    // Two sessions, three mailboxes and a server-side job queue: minutes on a loaded machine.
    test.setTimeout(300_000)
    // The creator, in the test's language, with one look; in Arabic without JavaScript (the forms post to route actions).
    const creatorPage = await (await browser.newContext({ javaScriptEnabled: lang === 'en' })).newPage()
    await creatorPage.context().addCookies([
      { name: 'lang', value: lang, url: BASE_URL },
      { name: 'cookie_consent', value: '1', url: BASE_URL },
    ])
    const creator = await createApprovedCreator(creatorPage.request)
    await signIn(creatorPage, creator)
    const lookId = await postLook(creatorPage)

    // An anonymous notice, confirmed from the mailbox (the report form itself is the intake's test).
    const visitor = await (await browser.newContext()).newPage()
    await visitor.context().addCookies([{ name: 'lang', value: lang, url: BASE_URL }])
    const notifier = `notifier-${crypto.randomUUID().slice(0, 8)}@example.com`
    const filed = await visitor.request.post('/api/reports', {
      headers,
      data: {
        item_kind: 'look',
        item_id: lookId,
        category: 'intellectual_property',
        explanation: 'This photo is mine; I never licensed it.',
        name: 'Nora Notifier',
        email: notifier,
        good_faith: true,
      },
    })
    expect(filed.status(), await filed.text()).toBe(202)
    const confirm = await mailFor(visitor, notifier, message(lang, 'moderation.mail.confirm.subject'))
    const token = confirm.text.match(/\/confirm\/([\w.-]+)/)![1]
    expect((await visitor.request.post(`/api/reports/confirm/${token}`, { headers })).status()).toBe(200)

    // The e2e admin sees the card with the creator's standing (no upheld notices yet), then decides.
    const first = await (await browser.newContext()).newPage()
    await signIn(first, E2E_ADMIN)
    await gotoIn(first, lang, '/admin?tab=reports')
    const reportCard = first
      .getByRole('listitem')
      .filter({ hasText: creator.username })
      .filter({ has: first.getByTestId('creator-standing') })
    await expect(reportCard.getByTestId('creator-standing')).toContainText(m('admin.upheld_count', { number: 0 }))
    await reviewScreenshot(first, `test-results/reports-card-${lang}.png`)
    const { api: adminApi } = await sessionFor(E2E_ADMIN)
    const queue = (await (await adminApi.get('/api/admin/reports')).json()) as { groups: { id: string; item: { id: string } }[] }
    const group = queue.groups.find((g) => g.item.id === lookId)!
    const decided = await adminApi.post(`/api/admin/reports/${group.id}/decision`, {
      data: {
        outcome,
        ground: 'law',
        ground_reference: 'UrhG § 19a',
        ground_explanation: 'The notifier holds the rights to the photo.',
        facts: 'The notifier sent the original file.',
      },
    })
    expect(decided.status(), await decided.text()).toBe(201)

    // The creator: the statement by mail, the look marked removed in the dashboard, the statement and the complaint form.
    const statementMail = await mailFor(creatorPage, creator.email, m('email.statement_subject', { decision: m(`decision.${outcome}`) }))
    expect(statementMail.text).toContain('UrhG § 19a')
    await gotoIn(creatorPage, lang, '/dashboard')
    const restricted = creatorPage.getByTestId('look-restricted')
    await expect(restricted).toContainText('UrhG § 19a')
    const look = creatorPage.locator(`#look-${lookId}`)
    if (outcome === 'remove') {
      await expect(restricted).toContainText(m('dashboard.removed_badge'))
      // Nothing on a removed look is editable.
      await expect(look.getByRole('button', { name: message(lang, 'images.pin') })).toHaveCount(0)
      await expect(look.getByText(message(lang, 'images.details_title'))).toHaveCount(0)
    } else {
      // A restricted look is dark to the public; its creator can still fix it.
      await expect(restricted).toContainText(
        m('dashboard.restricted_reason', { reason: message(lang, 'moderation.categories.intellectual_property') }),
      )
      await expect(look.getByRole('button', { name: message(lang, 'images.pin') })).toBeVisible()
    }
    await reviewScreenshot(creatorPage, `test-results/look-${outcome}-${lang}.png`)
    expect((await creatorPage.request.get(`/api/public/${creator.username}`)).ok()).toBe(true)
    expect(await (await creatorPage.request.get(`/api/public/${creator.username}`)).text()).not.toContain(lookId)
    await restricted.getByRole('link', { name: m('dashboard.restricted_link') }).click()
    await expect(creatorPage).toHaveURL(/\/dashboard\/moderation/)
    await expectDirection(creatorPage, lang)
    const card = creatorPage.getByRole('article', { name: m(`decision.${outcome}`) })
    await expect(card).toContainText(m('statement.automated_no'))
    await card.getByRole('textbox', { name: m('complaint.label') }).fill('I bought the licence for this photo in 2024.')
    await card.getByRole('button', { name: m('complaint.submit') }).click()
    await expect(card.getByText(m('complaint.sent'))).toBeVisible()
    await reviewScreenshot(creatorPage, `test-results/appeals-dashboard-${lang}.png`)

    // The deciding admin may not review it; a second admin reverses it.
    const secondPage = await (await browser.newContext()).newPage()
    const second = await createApprovedCreator(secondPage.request)
    expect((await adminApi.put(`/api/admin/influencers/${second.id}/role`, { data: { role: 'admin' } })).status()).toBe(200)
    await gotoIn(first, lang, '/admin/appeals')
    const mine = first.getByRole('listitem').filter({ hasText: `@${creator.username}` })
    await expect(mine.getByText(m('admin.your_decision'))).toBeVisible()
    await signIn(secondPage, second)
    await gotoIn(secondPage, lang, '/admin?tab=reports')
    await secondPage.getByRole('link', { name: m('admin.queue_link') }).click()
    await expect(secondPage.getByRole('heading', { level: 1, name: m('admin.title') })).toBeVisible()
    const complaint = secondPage.getByRole('listitem').filter({ hasText: `@${creator.username}` })
    await complaint.getByRole('textbox', { name: m('admin.reason_label') }).fill('The creator showed the licence.')
    await complaint.getByRole('button', { name: m('admin.reverse') }).click()
    await expect(complaint.getByText(m('admin.reviewed'))).toBeVisible()
    await reviewScreenshot(secondPage, `test-results/appeals-admin-${lang}.png`)

    // Everyone hears the outcome; the look is no longer marked and public again.
    await mailFor(creatorPage, creator.email, m('email.complaint_subject'))
    await mailFor(visitor, notifier, m('email.reversed_notifier_subject'))
    await gotoIn(creatorPage, lang, '/dashboard')
    await expect(creatorPage.getByTestId('look-restricted')).toHaveCount(0)
    await expect(creatorPage.locator(`#look-${lookId}`).getByRole('button', { name: message(lang, 'images.pin') })).toBeVisible()
    expect(await (await creatorPage.request.get(`/api/public/${creator.username}`)).text()).toContain(lookId)
  })
}
