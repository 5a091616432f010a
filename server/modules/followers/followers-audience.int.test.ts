import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { followerDaily, followers } from '../../db/schema/index.ts'
import { readStoredZip } from '../../lib/zip.ts'
import { capturingMail, confirmedFollower, follow, freshAddress, mailTo, uniqueEmail } from './followers-test-helpers.ts'

describe("a creator's audience and the followers' rights", () => {
  let t: TestApp
  const { sent, port } = capturingMail()
  let mine: Awaited<ReturnType<typeof createUser>>
  let other: Awaited<ReturnType<typeof createUser>>
  const myFans = [uniqueEmail('mine'), uniqueEmail('mine')]
  const otherFan = uniqueEmail('other')

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
    mine = await createUser(t.db, { pageName: 'Mine' })
    other = await createUser(t.db, { pageName: 'Other' })
    await confirmedFollower(t, sent, mine.username, myFans[0]!, 'de')
    await confirmedFollower(t, sent, mine.username, myFans[1]!, 'ar')
    await confirmedFollower(t, sent, other.username, otherFan)
    // A request still waiting: counted as pending, never listed.
    await follow(t, mine.username, uniqueEmail('pending'))
  })
  afterAll(() => t.close())

  const get = async (url: string, user?: { email: string; password: string }) =>
    t.app.inject({ method: 'GET', url, headers: user ? { cookie: (await loginHeaders(t, user)).cookie } : {} })

  it('lists only the signed-in creator’s confirmed followers with date and language', async () => {
    const res = await get('/api/followers', mine)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ total: 2, pending: 1 })
    expect(body.followers.map((f: { email: string }) => f.email).sort()).toEqual([...myFans].sort())
    expect(body.followers.find((f: { email: string }) => f.email === myFans[1])).toMatchObject({
      language: 'ar',
      followed_at: expect.any(String),
    })
    expect(JSON.stringify(body)).not.toContain(otherFan)
  })

  it('exports the list as CSV without another creator’s followers', async () => {
    const res = await get('/api/followers/export.csv', mine)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toContain('followers.csv')
    const lines = res.body.trim().split('\n')
    expect(lines[0]).toBe('email,language,followed_at')
    expect(lines).toHaveLength(3)
    expect(res.body).toContain(`${myFans[0]},de,`)
    expect(res.body).not.toContain(otherFan)
  })

  it('counts new, confirmed and unsubscribed per day', async () => {
    const res = await get('/api/followers/growth?days=7', mine)
    expect(res.statusCode).toBe(200)
    const days = res.json().days
    expect(days).toHaveLength(7)
    expect(days.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), requested: 3, confirmed: 2, unsubscribed: 0 })
  })

  it.each(['/api/followers', '/api/followers/growth', '/api/followers/export.csv'])(
    'refuses guests (401) and admins (403) on %s',
    async (url) => {
      expect((await get(url)).statusCode).toBe(401)
      const admin = await createAdmin(t.db)
      expect((await get(url, admin)).statusCode).toBe(403)
    },
  )

  it.each(['/api/followers?limit=0', '/api/followers?limit=abc', '/api/followers?offset=-1', '/api/followers/growth?days=400'])(
    'refuses bad input %s with 400',
    async (url) => {
      const res = await get(url, mine)
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    },
  )

  it('shows the admin totals and nobody else', async () => {
    const admin = await createAdmin(t.db)
    const res = await get('/api/admin/followers', admin)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ confirmed: expect.any(Number), pending: expect.any(Number), creators: expect.any(Number) })
    expect(res.json().confirmed).toBeGreaterThanOrEqual(3)
    expect((await get('/api/admin/followers', mine)).statusCode).toBe(403)
    expect((await get('/api/admin/followers')).statusCode).toBe(401)
  })

  it('lets a follower see and remove every creator they follow from the signed link, no account', async () => {
    const fan = uniqueEmail('both')
    await confirmedFollower(t, sent, mine.username, fan)
    const mail = await confirmedFollower(t, sent, other.username, fan)
    const manage = mail.text.match(/\/followers\/manage\/([\w.-]+)/)![1]!
    const list = await get(`/api/followers/manage/${manage}`)
    expect(list.statusCode).toBe(200)
    expect(list.json().email).toBe(fan)
    const names = list.json().following.map((f: { page_name: string }) => f.page_name)
    expect(names.sort()).toEqual(['Mine', 'Other'])
    const id = list.json().following.find((f: { page_name: string }) => f.page_name === 'Other').id

    // Another address's link cannot remove this follow.
    const foreign = (await mailTo(sent, otherFan)).text.match(/\/followers\/manage\/([\w.-]+)/)![1]!
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/followers/manage/${foreign}/${id}`, remoteAddress: freshAddress() })
    expect(refused.statusCode).toBe(404)
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/followers/manage/${manage}/${id}`, remoteAddress: freshAddress() })
    expect(removed.statusCode).toBe(200)
    expect((await get(`/api/followers/manage/${manage}`)).json().following).toHaveLength(1)

    const tampered = `${Buffer.from(otherFan).toString('base64url')}.${manage.split('.')[1]}`
    expect((await get(`/api/followers/manage/${tampered}`)).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/followers/manage/${manage}/not-a-uuid` })).statusCode).toBe(400)
  })

  it('puts the followers in the creator’s data export and nothing of another creator’s', async () => {
    const res = await get('/api/account/export', mine)
    expect(res.statusCode).toBe(200)
    const files = new Map(readStoredZip(res.rawPayload).map((e) => [e.name, e.data.toString('utf8')]))
    const list = JSON.parse(files.get('followers/followers.json')!)
    expect(list.map((f: { email: string }) => f.email)).toEqual(expect.arrayContaining(myFans))
    expect(JSON.parse(files.get('followers/daily.json')!)[0]).toMatchObject({ requested: expect.any(Number) })
    expect([...files.values()].join('\n')).not.toContain(otherFan)
  })

  it('deletes the creator’s followers with the account', async () => {
    const creator = await createUser(t.db)
    await confirmedFollower(t, sent, creator.username, uniqueEmail('gone'))
    const { cookie } = await loginHeaders(t, creator)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie },
      payload: { password: creator.password },
    })
    expect(res.statusCode).toBe(204)
    expect(await t.db.select().from(followers).where(eq(followers.creatorId, creator.id))).toEqual([])
    expect(await t.db.select().from(followerDaily).where(eq(followerDaily.creatorId, creator.id))).toEqual([])
  })
})
