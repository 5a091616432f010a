import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEUTRAL_SITE_SETTINGS } from '../../../contract/site-defaults.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, siteSettings } from '../../db/schema/index.ts'
import { siteSettingsInput } from './site-test-helpers.ts'

const URL = '/api/admin/site-settings'

describe('site settings', () => {
  let t: TestApp
  let adminCookie: string
  let admin: Awaited<ReturnType<typeof createAdmin>>
  beforeAll(async () => {
    t = await createTestApp()
    admin = await createAdmin(t.db)
    adminCookie = (await loginHeaders(t, admin)).cookie
  })
  afterAll(() => t.close())

  const put = (payload: unknown, cookie = adminCookie, lang = 'en') =>
    t.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers: { cookie, 'accept-language': lang } })

  it('refuses visitors (401) and creators (403), and changes nothing', async () => {
    const before = await t.db.select().from(siteSettings)
    const creatorCookie = (await loginHeaders(t, await createUser(t.db))).cookie
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: URL, headers: { cookie: creatorCookie } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: siteSettingsInput() })).statusCode).toBe(401)
    expect((await put(siteSettingsInput(), creatorCookie)).statusCode).toBe(403)
    // Refused before the body is read: a creator's bad input is still a 403, not a 400.
    expect((await put({ identity: {} }, creatorCookie)).statusCode).toBe(403)
    expect(await t.db.select().from(siteSettings)).toEqual(before)
  })

  it('saves the settings, records who changed which groups, and serves them to the next read', async () => {
    const input = siteSettingsInput({ name: 'Modehaus' })
    const res = await put(input)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().identity.name).toBe('Modehaus')
    expect(await t.app.services.site.settings()).toMatchObject({
      identity: { name: 'Modehaus' },
      imprint: { company: input.imprint.company },
    })
    const read = await t.app.inject({ method: 'GET', url: URL, headers: { cookie: adminCookie } })
    expect(read.json().imprint.vatId).toBe('DE123456789')
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id)).orderBy(desc(auditLog.createdAt)).limit(1)
    expect(entry.action).toBe('settings.site')
    expect(entry.details).toMatchObject({ changed: expect.arrayContaining(['identity', 'imprint']) })
  })

  it.each([
    [
      'identity.name',
      (s: ReturnType<typeof siteSettingsInput>) => ({ ...s, identity: { ...s.identity, name: '  ' } }),
      'This field is required.',
    ],
    ['identity.brandColor', (s: ReturnType<typeof siteSettingsInput>) => ({ ...s, identity: { ...s.identity, brandColor: 'red' } }), null],
    ['imprint.vatId', (s: ReturnType<typeof siteSettingsInput>) => ({ ...s, imprint: { ...s.imprint, vatId: '12 34' } }), null],
    ['marketing.rating', (s: ReturnType<typeof siteSettingsInput>) => ({ ...s, marketing: { ...s.marketing, rating: 'best ever' } }), null],
    [
      'identity.social.0.url',
      (s: ReturnType<typeof siteSettingsInput>) => ({
        ...s,
        identity: { ...s.identity, social: [{ network: 'instagram', url: 'javascript:alert(1)', followers: '' }] },
      }),
      null,
    ],
  ])('refuses a bad %s with a 400 naming the field, and keeps the settings', async (field, spoil, message) => {
    const kept = await put(siteSettingsInput({ name: 'Kept' }))
    expect(kept.statusCode).toBe(200)
    const res = await put(spoil(siteSettingsInput()))
    expect(res.statusCode).toBe(400)
    const detail = res.json().details.find((d: { field: string }) => d.field === field)
    expect(detail, res.body).toBeDefined()
    if (message) expect(detail.message).toBe(message)
    expect((await t.app.services.site.settings()).identity.name).toBe('Kept')
  })

  it('answers a bad field in the request language', async () => {
    const bad = siteSettingsInput()
    const res = await put({ ...bad, identity: { ...bad.identity, brandColor: 'purple' } }, adminCookie, 'de')
    expect(res.statusCode).toBe(400)
    const detail = res.json().details.find((d: { field: string }) => d.field === 'identity.brandColor')
    expect(detail.message).toMatch(/Farbe/)
  })

  it('falls back to the neutral defaults for a stored group that no longer parses', async () => {
    await t.db
      .insert(siteSettings)
      .values({ id: true, content: { identity: { name: 'Still here', brandColor: '#112233' }, imprint: 'broken' } })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { content: { identity: { name: 'Still here', brandColor: '#112233' }, imprint: 'broken' } },
      })
    t.app.services.site.changed()
    const settings = await t.app.services.site.settings()
    expect(settings.identity.name).toBe('Still here')
    expect(settings.imprint).toEqual(NEUTRAL_SITE_SETTINGS.imprint)
  })
})
