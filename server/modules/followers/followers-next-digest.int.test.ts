import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import type { MailMessage } from '../../ports/email/index.ts'
import { FOLLOWERS_DIGEST_SCAN } from './followers.jobs.ts'
import { capturingMail, confirmedFollower, uniqueEmail } from './followers-test-helpers.ts'

const HOUR = 3_600_000

describe("the first digest and the creator's view of the next one", () => {
  let t: TestApp
  const { sent, port } = capturingMail()
  beforeAll(async () => {
    t = await createTestApp({ env: { FOLLOWERS_DIGEST_DELAY_MINUTES: '0' }, overrides: { mail: port } })
  })
  afterAll(() => t.close())

  const digestTo = (email: string) => sent.find((m) => m.to === email && m.kind === 'followers.digest')
  async function scanUntilDigest(email: string): Promise<MailMessage> {
    await t.app.jobs.send(FOLLOWERS_DIGEST_SCAN, {})
    await expect.poll(() => digestTo(email), { timeout: 20_000, interval: 200 }).toBeTruthy()
    return digestTo(email)!
  }

  it('sends the looks of the last day that went up before the first follower confirmed, not older ones', async () => {
    const creator = await createUser(t.db, { pageName: 'Early' })
    const ago = (hours: number) => new Date(Date.now() - hours * HOUR)
    await createImage(t.db, creator.id, { description: 'Two days old', createdAt: ago(48) })
    await createImage(t.db, creator.id, { description: 'This morning', createdAt: ago(3) })
    const email = uniqueEmail()
    await confirmedFollower(t, sent, creator.username, email)
    const mail = await scanUntilDigest(email)
    expect(mail.subject).toBe('A new look from Early')
    expect(mail.text).toContain('This morning')
    expect(mail.text).not.toContain('Two days old')
  })

  it('tells the creator when the next digest goes and which looks it holds', async () => {
    const creator = await createUser(t.db)
    const headers = await loginHeaders(t, creator)
    const next = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/followers/next-digest', headers })
      expect(res.statusCode).toBe(200)
      return res.json()
    }
    expect(await next()).toEqual({ at: null, looks: [] })

    const look = await createImage(t.db, creator.id, { description: 'Red coat' })
    const before = await next()
    expect(before.looks).toEqual([{ id: look.id, description: 'Red coat' }])
    expect(Date.parse(before.at) - Date.now()).toBeLessThanOrEqual(60_000)

    const email = uniqueEmail()
    await confirmedFollower(t, sent, creator.username, email)
    await scanUntilDigest(email)
    // Sent: nothing waits until the next look, which then goes a day after this digest.
    expect(await next()).toEqual({ at: null, looks: [] })
    const later = await createImage(t.db, creator.id, { description: 'Blue scarf' })
    const after = await next()
    expect(after.looks).toEqual([{ id: later.id, description: 'Blue scarf' }])
    expect(Date.parse(after.at) - Date.now()).toBeGreaterThan(23 * HOUR)
  })

  it('refuses a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/followers/next-digest' })).statusCode).toBe(401)
  })
})
