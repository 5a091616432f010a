import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, platformSettings, users } from '../../db/schema/index.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  MAIL_TRANSPORT: 'outbox',
}
const HOST = { host: 'looktag.example' }

describe('the first admin of a production instance', () => {
  const apps: TestApp[] = []
  const start = async (env: Record<string, string> = PRODUCTION) => {
    const t = await createTestApp({ env })
    apps.push(t)
    return t
  }
  afterAll(() => Promise.all(apps.map((t) => t.close())))

  const create = (t: TestApp, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/setup/first-admin', payload, headers: HOST })
  const tokenOf = (link: { url: string } | null) => link?.url.split('/setup/')[1] ?? ''

  it('offers a link while no admin exists, creates the admin once, and refuses the link afterwards', async () => {
    const t = await start()
    const link = await t.app.services.setup.firstAdmin.link()
    expect(link?.url).toMatch(/^https:\/\/looktag\.example\/setup\/[\w-]{43}$/)
    const token = tokenOf(link)
    expect(await t.app.services.setup.firstAdmin.state(token)).toBe('open')

    const res = await create(t, { token, email: 'owner@example.org', password: 'a-long-owner-secret' })
    expect(res.statusCode, res.body).toBe(201)
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'owner@example.org'))
    expect(admin).toMatchObject({ role: 'admin', approved: true })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'owner@example.org', password: 'a-long-owner-secret' },
      headers: HOST,
    })
    expect(login.statusCode).toBe(200)
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'setup.first_admin'))).toHaveLength(1)

    const again = await create(t, { token, email: 'second@example.org', password: 'a-long-owner-secret' })
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('SETUP_LINK_INVALID')
    expect(await t.db.select().from(users).where(eq(users.email, 'second@example.org'))).toHaveLength(0)
    expect(await t.app.services.setup.firstAdmin.link()).toBeNull()
    expect(await t.app.services.setup.firstAdmin.state(token)).toBe('invalid')

    // Even when that admin is gone later, the link stays dead: it worked once.
    await t.db.delete(users).where(eq(users.id, admin.id))
    expect((await create(t, { token, email: 'third@example.org', password: 'a-long-owner-secret' })).statusCode).toBe(404)
  })

  it('is refused when an admin exists already, and offers no link', async () => {
    const t = await start()
    const token = tokenOf(await t.app.services.setup.firstAdmin.link())
    await createAdmin(t.db)
    expect(await t.app.services.setup.firstAdmin.link()).toBeNull()
    const res = await create(t, { token, email: 'late@example.org', password: 'a-long-owner-secret' })
    expect(res.statusCode).toBe(404)
    expect(await t.db.select().from(users).where(eq(users.email, 'late@example.org'))).toHaveLength(0)
  })

  it('creates one admin when several requests with the link arrive at once', async () => {
    const t = await start()
    const token = tokenOf(await t.app.services.setup.firstAdmin.link())
    const emails = Array.from({ length: 5 }, (_, i) => `racer${i}@example.org`)
    const answers = await Promise.all(emails.map((email) => create(t, { token, email, password: 'a-long-owner-secret' })))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 404, 404, 404, 404])
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1)
  })

  it('prints the same link at every start while it is valid, and a new one after it expired', async () => {
    const t = await start()
    const first = await t.app.services.setup.firstAdmin.link()
    expect(await t.app.services.setup.firstAdmin.link()).toEqual(first)
    const hours = (first!.expiresAt.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)

    await t.db.update(platformSettings).set({ setupLinkIssuedAt: new Date(Date.now() - 24 * 3_600_000 - 1000) })
    const token = tokenOf(first)
    expect(await t.app.services.setup.firstAdmin.state(token)).toBe('expired')
    const late = await create(t, { token, email: 'late@example.org', password: 'a-long-owner-secret' })
    expect(late.statusCode).toBe(410)
    expect(late.json().code).toBe('SETUP_LINK_EXPIRED')
    expect(late.json().error).toMatch(/expired/)
    expect(await t.db.select().from(users).where(eq(users.email, 'late@example.org'))).toHaveLength(0)

    const next = await t.app.services.setup.firstAdmin.link()
    expect(tokenOf(next)).not.toBe(token)
    expect(await t.app.services.setup.firstAdmin.state(token)).toBe('invalid')
    expect(await t.app.services.setup.firstAdmin.state(tokenOf(next))).toBe('open')
    const res = await create(t, { token: tokenOf(next), email: 'owner@example.org', password: 'a-long-owner-secret' })
    expect(res.statusCode).toBe(201)
  })

  it('gives two databases different links under the same JWT secret', async () => {
    const [a, b] = await Promise.all([start(), start()])
    const tokenA = tokenOf(await a.app.services.setup.firstAdmin.link())
    const tokenB = tokenOf(await b.app.services.setup.firstAdmin.link())
    expect(tokenA).toHaveLength(43)
    expect(tokenB).not.toBe(tokenA)
    expect(await b.app.services.setup.firstAdmin.state(tokenA)).toBe('invalid')
    expect((await create(b, { token: tokenA, email: 'cross@example.org', password: 'a-long-owner-secret' })).statusCode).toBe(404)
  })

  it('refuses a wrong or missing token before it reads the rest, and a token from another secret', async () => {
    const t = await start()
    const token = tokenOf(await t.app.services.setup.firstAdmin.link())
    const other = await start({ ...PRODUCTION, JWT_SECRET: 'another-production-secret-9876543210-xyz' })
    const otherToken = tokenOf(await other.app.services.setup.firstAdmin.link())
    expect(otherToken).not.toBe(token)
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    for (const bad of [otherToken, flipped, '', undefined, token.slice(0, 20)]) {
      const res = await create(t, { token: bad, email: 'not-an-email', password: 'x' })
      expect(res.statusCode, String(bad)).toBe(404)
    }
    expect(await t.app.services.setup.firstAdmin.state(token)).toBe('open')
  })

  it('names a bad field with a 400 and creates nothing', async () => {
    const t = await start()
    const token = tokenOf(await t.app.services.setup.firstAdmin.link())
    const res = await create(t, { token, email: 'not-an-email', password: 'short' })
    expect(res.statusCode).toBe(400)
    const fields = res.json().details.map((d: { field: string }) => d.field)
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']))
    expect(await t.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(0)
    expect(await t.app.services.setup.firstAdmin.state(token)).toBe('open')
  })

  it('offers nothing outside production', async () => {
    const t = await start({})
    expect(await t.app.services.setup.firstAdmin.link()).toBeNull()
  })
})
