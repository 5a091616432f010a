import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { createApprovedCreator, signIn } from './accounts.ts'
import { BASE_URL, gotoIn } from './helpers.ts'

const unique = () => crypto.randomUUID().slice(0, 8)

/** The newest mail to `email` whose subject matches, as the dev mailbox lists it. */
async function mailFor(page: Page, email: string, subject: RegExp, timeout = 30_000) {
  let found: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
          messages: { to: string; subject: string; text: string }[]
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

test('a visitor follows, confirms from the mailbox, gets the digest of a new look and unsubscribes in one click', async ({ browser }) => {
  // The digest scan runs once a minute (pg-boss cron).
  test.setTimeout(180_000)
  const creatorPage = await (await browser.newContext()).newPage()
  const creator = await createApprovedCreator(creatorPage.request)
  await signIn(creatorPage, creator)

  const visitor = await (await browser.newContext()).newPage()
  await visitor.context().addCookies([{ name: 'cookie_consent', value: '1', url: BASE_URL }])
  const email = `fan-${unique()}@example.com`
  await gotoIn(visitor, 'en', `/${creator.username}`)
  await visitor.getByRole('button', { name: 'Follow', exact: true }).click()
  const dialog = visitor.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Your email' }).fill(email)
  await dialog.getByRole('checkbox', { name: /I want Looktag to email me new looks/ }).check()
  await dialog.getByRole('button', { name: 'Follow' }).click()
  await expect(dialog.getByText('Almost done: check your inbox')).toBeVisible()

  const confirm = await mailFor(visitor, email, /^Confirm you want new looks from /)
  await visitor.goto(confirm.text.match(/https?:\/\/\S+\/followers\/confirm\/\S+/)![0].replace(/^https?:\/\/[^/]+/, ''))
  await visitor.getByRole('button', { name: 'Confirm' }).click()
  await expect(visitor.getByText(/Done! You now get new looks from/)).toBeVisible()

  await postLook(creatorPage)
  const digest = await mailFor(visitor, email, /^A new look from /, 150_000)
  expect(digest.text).toContain('Linen summer look')
  const unsubscribe = digest.text.match(/Unsubscribe: (\S+)/)![1]!
  await visitor.goto(unsubscribe.replace(/^https?:\/\/[^/]+/, ''))
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByText('You are unsubscribed. No more emails from this creator.')).toBeVisible()

  // The creator's dashboard counts the follow and the unsubscribe.
  await gotoIn(creatorPage, 'en', '/dashboard')
  const followers = creatorPage.getByRole('region', { name: 'Followers' })
  await expect(followers.getByRole('table', { name: /Followers per day/ })).toContainText('1')
})
