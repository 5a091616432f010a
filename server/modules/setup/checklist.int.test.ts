import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog } from '../../db/schema/index.ts'
import { siteSettingsInput } from '../site/site-test-helpers.ts'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-with-variety-0123456789',
  PUBLIC_URL: 'https://looktag.example',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  MAIL_TRANSPORT: 'outbox',
}
const URL = '/api/admin/setup-checklist'

describe('the setup checklist of a production instance', () => {
  let t: TestApp
  let cookie: string
  let admin: Awaited<ReturnType<typeof createAdmin>>
  beforeAll(async () => {
    t = await createTestApp({ env: PRODUCTION })
    // Signed in without the login form: production cookies are Secure and bound to PUBLIC_URL.
    admin = await createAdmin(t.db, { approved: true })
    const login = await request('POST', '/api/auth/login', { email: admin.email, password: admin.password })
    cookie = String(login.headers['set-cookie'])
      .split(/,(?=\s*\w+=)/)
      .map((c) => c.split(';')[0])
      .join('; ')
  })
  afterAll(() => t.close())

  function request(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) {
    return t.app.inject({ method, url, payload, headers: { host: 'looktag.example', ...headers } })
  }
  const done = async () => {
    const res = await request('GET', URL, undefined, { cookie })
    expect(res.statusCode, res.body).toBe(200)
    return Object.fromEntries(res.json().items.map((item: { id: string; done: boolean }) => [item.id, item.done]))
  }

  it('refuses visitors (401) and creators (403)', async () => {
    const creator = await createUser(t.db)
    const login = await request('POST', '/api/auth/login', { email: creator.email, password: creator.password })
    const creatorCookie = String(login.headers['set-cookie']).split(';')[0]
    expect((await request('GET', URL)).statusCode).toBe(401)
    expect((await request('GET', URL, undefined, { cookie: creatorCookie })).statusCode).toBe(403)
    expect((await done()).legal).toBe(false)
  })

  it('starts with the essentials open and ticks each one as it is done', async () => {
    // The creator of the test above is approved already: that item starts done here.
    expect(await done()).toEqual({ imprint: false, legal: false, mail: false, payments: false, https: true, creator: true })
    expect(await t.app.services.setup.checklist.forAdmin(admin)).toMatchObject({ complete: false })

    const saved = await request('PUT', '/api/admin/site-settings', siteSettingsInput(), { cookie })
    expect(saved.statusCode, saved.body).toBe(200)
    // A legal text saved once (admin area, Legal texts tab) counts as reviewed.
    await t.db.insert(auditLog).values({ actorId: admin.id, action: 'settings.legal_text', details: { kind: 'terms' } })
    expect(await done()).toMatchObject({ imprint: true, legal: true, mail: false, payments: false })
  })

  it('waits for an approved creator: one awaiting approval does not count', async () => {
    const fresh = await createTestApp({ env: PRODUCTION })
    try {
      const freshAdmin = await createAdmin(fresh.db)
      await createUser(fresh.db, { approved: false })
      expect((await fresh.app.services.setup.checklist.get(freshAdmin)).items.find((i) => i.id === 'creator')?.done).toBe(false)
      await createUser(fresh.db)
      expect((await fresh.app.services.setup.checklist.get(freshAdmin)).items.find((i) => i.id === 'creator')?.done).toBe(true)
    } finally {
      await fresh.close()
    }
  })
})
