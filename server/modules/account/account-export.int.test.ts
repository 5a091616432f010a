import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog } from '../../db/schema/index.ts'
import { readStoredZip } from '../../lib/zip.ts'
import { seedCreator } from './account-test-helpers.ts'

describe('data export archive', () => {
  let t: TestApp
  let a: Awaited<ReturnType<typeof seedCreator>>
  let b: Awaited<ReturnType<typeof seedCreator>>
  beforeAll(async () => {
    t = await createTestApp()
    a = await seedCreator(t)
    b = await seedCreator(t)
  })
  afterAll(() => t.close())

  const download = async (cookie: string, url = '/api/account/export') => t.app.inject({ method: 'GET', url, headers: { cookie } })
  const archive = (body: Buffer) => new Map(readStoredZip(body).map((e) => [e.name, e.data.toString('utf8')]))

  it("holds every part of the creator's data and nothing of another creator", async () => {
    const res = await download((await loginHeaders(t, a.creator)).cookie)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['content-disposition']).toContain(`${a.creator.username}-data-`)
    const files = archive(res.rawPayload)
    const account = JSON.parse(files.get('account.json')!)
    expect(account).toMatchObject({ id: a.creator.id, username: a.creator.username, email: a.creator.email, phone: '+49 170 000000' })
    expect(account).not.toHaveProperty('passwordHash')
    expect(account).not.toHaveProperty('tokenVersion')
    const images = JSON.parse(files.get('images/images.json')!)
    expect(images).toMatchObject([
      { id: a.image.id, discount: a.mark('COUPON'), tags: [{ link: expect.stringContaining('shop.example.com') }] },
    ])
    expect(JSON.parse(files.get('stats/counters.json')!)).toMatchObject({ clicks: 7 })
    expect(JSON.parse(files.get('stats/daily.json')!)).toEqual([{ day: '2026-01-02', metric: 'view', count: 3 }])
    expect(JSON.parse(files.get('notifications.json')!)).toMatchObject([{ message: a.mark('notice') }])
    expect(JSON.parse(files.get('shop/orders.json')!)).toMatchObject([{ id: a.order.id, totalCents: 4900, items: [{ quantity: 1 }] }])
    expect(JSON.parse(files.get('shop/products.json')!)).toMatchObject([{ name: a.mark('shirt') }])
    expect(JSON.parse(files.get('billing/invoices.json')!)).toMatchObject([{ number: a.invoice.number }])
    expect(JSON.parse(files.get('campaigns/campaigns.json')!)).toMatchObject([{ title: a.mark('campaign') }])
    expect(JSON.parse(files.get('badges/requests.json')!)).toMatchObject([{ storyUrl: expect.stringContaining(a.mark('story')) }])
    expect(JSON.parse(files.get('ai/images.json')!)).toMatchObject([{ prompt: a.mark('prompt') }])
    const contents = [...files.values()]
    for (const kind of ['avatar', 'image', 'product', 'campaign', 'invoice', 'ai']) expect(contents).toContain(a.mark(kind))
    expect(files.get(`billing/invoices/${a.invoice.number}.pdf`)).toBe(a.mark('invoice'))

    const everything = contents.join('\n')
    for (const leak of [b.creator.id, b.creator.username, b.creator.email, b.mark('')]) expect(everything).not.toContain(leak)
    expect(everything).not.toContain(a.creator.passwordHash)
  })

  it('records each export in the audit log and refuses another within the interval, in the language asked', async () => {
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    expect((await download(cookie)).statusCode).toBe(200)
    const again = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie, 'accept-language': 'de' } })
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({ code: 'EXPORT_TOO_SOON', error: expect.stringContaining('10 Minuten') })
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, creator.id), eq(auditLog.action, 'account.export')))
    expect(entries).toMatchObject([{ actorId: creator.id, targetUsername: creator.username }])
  })

  it("lets an admin download an account's archive on request, audited with the reference", async () => {
    const admin = await createAdmin(t.db)
    const { cookie } = await loginHeaders(t, admin)
    const res = await download(cookie, `/api/admin/influencers/${b.creator.id}/export?reference=Ticket%20481`)
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(archive(res.rawPayload).get('account.json')!)).toMatchObject({ id: b.creator.id })
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.action, 'account.export')))
    expect(entry).toMatchObject({ targetUserId: b.creator.id, reason: 'Ticket 481' })
  })

  it('refuses guests (401) and creators (403) before looking at the request', async () => {
    const { cookie } = await loginHeaders(t, await createUser(t.db))
    const admin = `/api/admin/influencers/${a.creator.id}/export?reference=${'x'.repeat(500)}`
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: admin })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: admin, headers: { cookie } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/influencers/not-a-uuid/export', headers: { cookie } })).statusCode).toBe(
      403,
    )
  })
})
