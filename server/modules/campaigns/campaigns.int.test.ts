import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { multipartFiles } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { campaigns, creatorStats, events } from '../../db/schema/index.ts'
import { CREATOR_CHANGED_CHANNEL } from '../../web-cache/invalidation.ts'
import { photo } from '../shop/shop-test-helpers.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36'
let ipCounter = 0
const newIp = () => `198.51.100.${++ipCounter}`

describe('campaigns API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  async function creator(planType: 'ai' | 'basic' = 'ai') {
    const user = await createUser(t.db, { planType })
    const { cookie } = await loginHeaders(t, user)
    return { ...user, cookie }
  }
  const create = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/campaigns/create', headers: cookie ? { cookie } : {}, payload })
  const rowsOf = (userId: string) => t.db.select().from(campaigns).where(eq(campaigns.userId, userId))

  it('refuses guests with 401 and basic-plan creators with 403 on every creator route', async () => {
    const basic = await creator('basic')
    for (const cookie of [undefined, basic.cookie]) {
      const status = cookie ? 403 : 401
      expect((await t.app.inject({ method: 'GET', url: '/api/campaigns/check-today', headers: cookie ? { cookie } : {} })).statusCode).toBe(
        status,
      )
      // 401/403 before the body is looked at: an invalid body gets the same answer.
      expect((await create(cookie, { title: '' })).statusCode).toBe(status)
      expect((await create(cookie, { title: 'Sale' })).statusCode).toBe(status)
    }
    expect(await rowsOf(basic.id)).toHaveLength(0)
  })

  it('creates one campaign a day: check-today flips, a second one is 409 with the spec message', async () => {
    const c = await creator()
    const before = await t.app.inject({ method: 'GET', url: '/api/campaigns/check-today', headers: { cookie: c.cookie } })
    expect(before.json()).toMatchObject({ alreadyCreated: false })
    expect(new Date(before.json().dayEndsAt).getUTCHours()).toBe(0)

    const res = await create(c.cookie, {
      title: 'Summer sale 🌞',
      description: 'All -20%',
      cta_text: 'Shop now',
      cta_link: 'https://shop.example.com/sale',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ title: 'Summer sale 🌞', cta_text: 'Shop now', cta_link: `/go/c/${res.json().id}`, image_url: null })

    const after = await t.app.inject({ method: 'GET', url: '/api/campaigns/check-today', headers: { cookie: c.cookie } })
    expect(after.json()).toMatchObject({ alreadyCreated: true })
    const again = await create(c.cookie, { title: 'Another' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('You’ve already created a campaign today. Please try again tomorrow.')
    expect(await rowsOf(c.id)).toHaveLength(1)
  })

  it('two creates at once store exactly one', async () => {
    const c = await creator()
    const answers = await Promise.all([
      create(c.cookie, { title: 'One' }),
      create(c.cookie, { title: 'Two' }),
      create(c.cookie, { title: 'Three' }),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409])
    expect(await rowsOf(c.id)).toHaveLength(1)
  })

  it('refuses bad links, image URLs and over-long fields with 4xx and stores nothing', async () => {
    const c = await creator()
    const bad = [
      { title: '' },
      { title: 'x'.repeat(101) },
      { title: 'ok', description: 'x'.repeat(301) },
      { title: 'ok', cta_text: 'x'.repeat(41), cta_link: 'https://example.com' },
      { title: 'ok', cta_text: 'Buy' },
      { title: 'ok', cta_text: 'Buy', cta_link: 'javascript:alert(1)' },
      { title: 'ok', cta_link: 'ftp://example.com/file' },
      { title: 'ok', image_url: 'data:image/png;base64,AAAA' },
    ]
    for (const payload of bad) {
      const res = await create(c.cookie, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const missingLink = await create(c.cookie, { title: 'ok', cta_text: 'Buy' })
    expect(JSON.stringify(missingLink.json())).toContain('Please provide a CTA link if button text is filled.')
    const hotlink = await create(c.cookie, { title: 'ok', image_url: 'https://elsewhere.example.com/a.jpg' })
    expect(hotlink.statusCode).toBe(400)
    expect(hotlink.json().code).toBe('CAMPAIGN_IMAGE_URL')
    expect(await rowsOf(c.id)).toHaveLength(0)
  })

  it('stores an uploaded image re-encoded on this site and shows it in the popup', async () => {
    const c = await creator()
    const body = multipartFiles({ title: 'With photo', cta_text: 'Go', cta_link: 'https://example.com' }, [await photo()], 'image')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/create',
      headers: { cookie: c.cookie, ...body.headers },
      payload: body.payload,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().image_url).toMatch(/^\/uploads\/campaigns\/.+\.webp$/)
    const active = await t.app.inject({ method: 'GET', url: `/api/campaigns/active/${c.username}` })
    expect(active.json().campaign).toMatchObject({ id: res.json().id, image_url: res.json().image_url })
    const [row] = await rowsOf(c.id)
    expect(row?.imageUrl).toMatch(/^campaigns\//)
  })

  it('answers { campaign: null } for creators without one and for unknown usernames', async () => {
    const c = await creator()
    for (const name of [c.username, 'nobody-here', '%%%']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/campaigns/active/${encodeURIComponent(name)}` })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ campaign: null })
    }
  })

  it('counts CTA clicks like tag clicks: redirect, hourly dedupe, no bots, not the creator', async () => {
    const c = await creator()
    const id = (await create(c.cookie, { title: 'Click me', cta_text: 'Go', cta_link: 'https://example.com/x' })).json().id
    const ip = newIp()
    const go = await t.app.inject({ method: 'GET', url: `/go/c/${id}`, remoteAddress: ip, headers: { 'user-agent': BROWSER } })
    expect(go.statusCode).toBe(302)
    expect(go.headers.location).toBe('https://example.com/x')
    expect(go.headers['set-cookie']).toBeUndefined()
    // Same visitor within the hour, a bot, and the creator: none count.
    await t.app.inject({ method: 'POST', url: `/api/campaigns/click/${id}`, remoteAddress: ip, headers: { 'user-agent': BROWSER } })
    await t.app.inject({ method: 'GET', url: `/go/c/${id}`, remoteAddress: newIp(), headers: { 'user-agent': 'Googlebot/2.1' } })
    await t.app.inject({ method: 'GET', url: `/go/c/${id}`, remoteAddress: newIp(), headers: { 'user-agent': BROWSER, cookie: c.cookie } })
    // A second visitor counts through the API call.
    const api = await t.app.inject({
      method: 'POST',
      url: `/api/campaigns/click/${id}`,
      remoteAddress: newIp(),
      headers: { 'user-agent': BROWSER },
    })
    expect(api.statusCode).toBe(204)
    // A third visitor's link written in capitals is the same campaign (UUIDs ignore case).
    const upper = await t.app.inject({
      method: 'GET',
      url: `/go/c/${id.toUpperCase()}`,
      remoteAddress: newIp(),
      headers: { 'user-agent': BROWSER },
    })
    expect(upper.headers.location).toBe('https://example.com/x')

    await t.app.services.tracking.flush()
    const [stats] = await t.db.select().from(creatorStats).where(eq(creatorStats.userId, c.id))
    expect(stats?.campaignClicks).toBe(3)
    expect(stats?.clicks ?? 0).toBe(0)
    const rows = await t.db.select().from(events).where(eq(events.userId, c.id))
    expect(rows.map((r) => [r.kind, r.campaignId, r.imageId])).toEqual([
      ['campaign_click', id, null],
      ['campaign_click', id, null],
      ['campaign_click', id, null],
    ])
    const statsCard = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { cookie: c.cookie } })
    expect(statsCard.json().campaign_clicks).toBe(3)
  })

  it('answers unknown, malformed and link-less campaigns with 404 and never redirects', async () => {
    const c = await creator()
    const id = (await create(c.cookie, { title: 'No link' })).json().id
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({ method: 'GET', url: `/go/c/${target}`, remoteAddress: newIp(), headers: { 'user-agent': BROWSER } })
      expect(res.statusCode).toBe(404)
      expect(res.headers.location).toBeUndefined()
    }
    const click = await t.app.inject({ method: 'POST', url: '/api/campaigns/click/not-a-uuid', remoteAddress: newIp() })
    expect(click.statusCode).toBe(404)
  })

  it('drops the creator page from the HTML cache when a campaign is created or purged', async () => {
    const listener = new pg.Client({ connectionString: t.databaseUrl })
    await listener.connect()
    const heard: string[] = []
    listener.on('notification', (n) => heard.push(n.payload ?? ''))
    await listener.query(`LISTEN ${CREATOR_CHANGED_CHANNEL}`)
    try {
      const c = await creator()
      expect((await create(c.cookie, { title: 'Cached?' })).statusCode).toBe(201)
      await expect.poll(() => heard.includes(c.username)).toBe(true)
      heard.length = 0
      await t.db
        .update(campaigns)
        .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
        .where(eq(campaigns.userId, c.id))
      heard.length = 0
      await t.app.services.campaigns.purgeExpired()
      await expect.poll(() => heard.includes(c.username)).toBe(true)
      expect(await rowsOf(c.id)).toHaveLength(0)
    } finally {
      await listener.end()
    }
  })

  it('deleting the account removes the campaign image file', async () => {
    const c = await creator()
    const body = multipartFiles({ title: 'Bye' }, [await photo()], 'image')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/create',
      headers: { cookie: c.cookie, ...body.headers },
      payload: body.payload,
    })
    const file = path.join(t.config.uploadsDir, res.json().image_url.replace('/uploads/', ''))
    expect(existsSync(file)).toBe(true)
    const admin = (await loginHeaders(t, await createAdmin(t.db))).cookie
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/influencers/${c.id}`, headers: { cookie: admin } })
    expect(del.statusCode).toBe(204)
    expect(existsSync(file)).toBe(false)
  })
})
