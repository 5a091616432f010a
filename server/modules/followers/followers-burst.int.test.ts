import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FOLLOW_REQUESTS_PER_EMAIL_HOUR } from '../../../contract/followers.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { followers } from '../../db/schema/index.ts'
import { capturingMail, follow, uniqueEmail } from './followers-test-helpers.ts'

/** The hourly cap on confirm mails to one address holds when the requests arrive at once. */
describe('follow requests for one address at once', () => {
  let t: TestApp
  const { sent, port } = capturingMail()

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
  })
  afterAll(() => t.close())

  const queuedMails = async (email: string) => {
    const jobs = await t.db.execute<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'email.send' and data->>'to' = '${email}'` as never,
    )
    return jobs.rows[0]?.n
  }

  it.each([8, 11])('sends at most the hourly cap of confirm mails when %i creators are followed at once', async (creators) => {
    const pages = await Promise.all(Array.from({ length: creators }, () => createUser(t.db)))
    const email = uniqueEmail('stranger')
    // Each request from an address of its own, as a spreading sender would.
    const answers = await Promise.all(pages.map((page) => follow(t, page.username, email)))
    const codes = answers.map((res) => res.statusCode)
    expect(codes.filter((c) => c === 202)).toHaveLength(FOLLOW_REQUESTS_PER_EMAIL_HOUR)
    expect(codes.filter((c) => c === 429)).toHaveLength(creators - FOLLOW_REQUESTS_PER_EMAIL_HOUR)
    expect(answers.find((res) => res.statusCode === 429)?.json().code).toBe('FOLLOW_TOO_MANY')

    expect(await t.db.select().from(followers).where(eq(followers.email, email))).toHaveLength(FOLLOW_REQUESTS_PER_EMAIL_HOUR)
    expect(await queuedMails(email)).toBe(FOLLOW_REQUESTS_PER_EMAIL_HOUR)
    await expect
      .poll(() => sent.filter((m) => m.to === email).length, { timeout: 15_000, interval: 100 })
      .toBe(FOLLOW_REQUESTS_PER_EMAIL_HOUR)
  })
})
