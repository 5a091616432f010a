import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { followerDaily, followers } from '../../db/schema/index.ts'
import { capturingMail, confirmedFollower, confirmTokenIn, follow, freshAddress, mailTo, uniqueEmail } from './followers-test-helpers.ts'

describe('following a creator by email', () => {
  let t: TestApp
  const { sent, port } = capturingMail()

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
  })
  afterAll(() => t.close())

  const rowsOf = (email: string) => t.db.select().from(followers).where(eq(followers.email, email))

  it('stores a request and sends one double opt-in mail naming the creator, in the visitor language', async () => {
    const creator = await createUser(t.db, { pageName: 'Mia Styles' })
    const email = uniqueEmail()
    const res = await follow(t, creator.username, email.toUpperCase(), { lang: 'de' })
    expect(res.statusCode).toBe(202)
    expect(res.json().message).toBe('Fast geschafft: Sieh in dein Postfach und bestätige, dass du neue Looks möchtest.')
    const [row] = await rowsOf(email)
    expect(row).toMatchObject({ creatorId: creator.id, language: 'de', confirmedAt: null })
    expect(row.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)

    const mail = await mailTo(sent, email)
    expect(mail.subject).toBe('Bestätige, dass du neue Looks von Mia Styles möchtest')
    expect(mail.text).toContain(`${t.config.publicUrl}/followers/confirm/`)
    expect(mail.html).toContain('<html lang="de" dir="ltr">')
    expect(mail.html).toContain('Ja, schickt mir neue Looks')
    // The stored hash is not the token the mail carries.
    expect(mail.text).not.toContain(row.confirmTokenHash)
  })

  it('gives the confirm mail a one-click unsubscribe (RFC 8058) that withdraws the request', async () => {
    const creator = await createUser(t.db)
    const email = uniqueEmail()
    await follow(t, creator.username, email)
    const mail = await mailTo(sent, email)
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    const oneClick = mail.headers?.['List-Unsubscribe']?.match(/^<(\S+)>$/)?.[1] ?? ''
    expect(oneClick).toMatch(new RegExp(`^${t.config.publicUrl}/api/followers/unsubscribe/`))

    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.replace(t.config.publicUrl, ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshAddress(),
    })
    expect(res.statusCode).toBe(200)
    expect(await rowsOf(email)).toHaveLength(0)
    const confirm = await t.app.inject({
      method: 'POST',
      url: `/api/followers/confirm/${confirmTokenIn(mail)}`,
      remoteAddress: freshAddress(),
    })
    expect(confirm.statusCode).toBe(400)
    const [day] = await t.db.select().from(followerDaily).where(eq(followerDaily.creatorId, creator.id))
    expect(day?.unsubscribed ?? 0).toBe(0)
  })

  it('sends nothing again while the request waits for confirmation', async () => {
    const creator = await createUser(t.db)
    const email = uniqueEmail()
    await follow(t, creator.username, email)
    await mailTo(sent, email)
    expect((await follow(t, creator.username, email)).statusCode).toBe(202)
    await t.app.services.rateLimits.settle()
    const jobs = await t.db.execute<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'email.send' and data->>'to' = '${email}'` as never,
    )
    expect(jobs.rows[0]?.n).toBe(1)
    expect(await rowsOf(email)).toHaveLength(1)
  })

  it('confirms once: the token is single-use and the day counts it', async () => {
    const creator = await createUser(t.db, { pageName: 'Nora' })
    const email = uniqueEmail()
    await follow(t, creator.username, email)
    const token = confirmTokenIn(await mailTo(sent, email))
    const first = await t.app.inject({ method: 'POST', url: `/api/followers/confirm/${token}`, remoteAddress: freshAddress() })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      username: creator.username,
      name: 'Nora',
      message: 'Done! You now get new looks from Nora by email.',
    })
    const [row] = await rowsOf(email)
    expect(row.confirmedAt).toBeInstanceOf(Date)
    expect(row.confirmTokenHash).toBeNull()

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/followers/confirm/${token}`,
      headers: { cookie: 'lang=ar' },
      remoteAddress: freshAddress(),
    })
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({
      code: 'FOLLOW_LINK_INVALID',
      error: 'هذا الرابط غير صالح (أو لم يعد صالحًا). تابع من جديد من صفحة صانع المحتوى.',
    })
    const [day] = await t.db.select().from(followerDaily).where(eq(followerDaily.creatorId, creator.id))
    expect(day).toMatchObject({ requested: 1, confirmed: 1, unsubscribed: 0 })
  })

  it('answers a confirmed follower like a new one and sends nothing', async () => {
    const creator = await createUser(t.db)
    const email = uniqueEmail()
    await confirmedFollower(t, sent, creator.username, email)
    const before = sent.filter((m) => m.to === email).length
    expect((await follow(t, creator.username, email)).statusCode).toBe(202)
    expect((await rowsOf(email))[0]?.confirmedAt).toBeInstanceOf(Date)
    expect(sent.filter((m) => m.to === email)).toHaveLength(before)
  })

  it('refuses an expired confirm link and the purge deletes the request', async () => {
    const creator = await createUser(t.db)
    const email = uniqueEmail()
    await follow(t, creator.username, email)
    const token = confirmTokenIn(await mailTo(sent, email))
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000)
    await t.db.update(followers).set({ createdAt: eightDaysAgo, confirmSentAt: eightDaysAgo }).where(eq(followers.email, email))
    const res = await t.app.inject({ method: 'POST', url: `/api/followers/confirm/${token}`, remoteAddress: freshAddress() })
    expect(res.statusCode).toBe(400)
    expect(await t.app.services.followers.purgeExpired()).toBeGreaterThanOrEqual(1)
    expect(await rowsOf(email)).toHaveLength(0)
  })

  it('limits follow requests per email address over all creators', async () => {
    const email = uniqueEmail()
    const codes: number[] = []
    for (let i = 0; i < 7; i++) codes.push((await follow(t, (await createUser(t.db)).username, email)).statusCode)
    expect(codes.slice(0, 5)).toEqual([202, 202, 202, 202, 202])
    expect(codes.at(-1)).toBe(429)
    expect(await rowsOf(email)).toHaveLength(5)
  })

  it('limits follow requests per client address', async () => {
    const creator = await createUser(t.db)
    const codes: number[] = []
    for (let i = 0; i < 8; i++) codes.push((await follow(t, creator.username, uniqueEmail(), { remoteAddress: '203.0.113.41' })).statusCode)
    expect(codes.slice(0, 5).every((c) => c === 202)).toBe(true)
    expect(codes.at(-1)).toBe(429)
  })

  it.each([
    ['no email', { consent: true }, 'email'],
    ['a malformed email', { email: 'not-an-email', consent: true }, 'email'],
    ['an over-long email', { email: `${'x'.repeat(250)}@example.com`, consent: true }, 'email'],
    ['no consent', { email: 'a@example.com' }, 'consent'],
    ['consent not given', { email: 'a@example.com', consent: false }, 'consent'],
  ])('refuses %s with a field error in the request language and stores nothing', async (_label, payload, field) => {
    const creator = await createUser(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/followers/${creator.username}`,
      payload,
      headers: { 'accept-language': 'de' },
      remoteAddress: freshAddress(),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('VALIDATION_FAILED')
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field)
    expect(await t.db.select().from(followers).where(eq(followers.creatorId, creator.id))).toHaveLength(0)
  })

  it('answers 404 for an unknown, unapproved or admin account', async () => {
    const pending = await createUser(t.db, { approved: false })
    const admin = await createUser(t.db, { role: 'admin' })
    for (const username of ['nobody_here_123', pending.username, admin.username]) {
      const res = await follow(t, username, uniqueEmail())
      expect(res.statusCode).toBe(404)
    }
  })

  it('refuses a follow posted from another site', async () => {
    const creator = await createUser(t.db)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/followers/${creator.username}`,
      payload: { email: uniqueEmail(), consent: true },
      headers: { origin: 'https://evil.example' },
      remoteAddress: freshAddress(),
    })
    expect(res.statusCode).toBe(403)
  })

  it.each(['short', 'has spaces in it!!!!!!', 'x'.repeat(201)])('refuses a malformed confirm token %#', async (token) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/followers/confirm/${encodeURIComponent(token)}`,
      remoteAddress: freshAddress(),
    })
    // Fastify refuses path parameters over 100 characters before routing: a 404 then, never a 500.
    expect([400, 404]).toContain(res.statusCode)
  })
})
