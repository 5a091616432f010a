import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag, daysFromToday } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { buildApp } from '../../app.ts'
import { creatorStats, eventDedupe, events, hiddenTags } from '../../db/schema/index.ts'

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
let ipCounter = 0
/** A visitor nobody else in this file uses. */
const newVisitor = () => ({ ip: `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`, ua: BROWSER })

describe('tracking', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const beacon = (kind: string, imageId: string, visitor = newVisitor(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/${kind}/${imageId}`,
      remoteAddress: visitor.ip,
      headers: { 'user-agent': visitor.ua, ...headers },
    })

  async function counters(userId: string) {
    await t.app.services.tracking.flush()
    const [row] = await t.db.select().from(creatorStats).where(eq(creatorStats.userId, userId))
    return { clicks: row?.clicks ?? 0, shares: row?.shares ?? 0, engagements: row?.engagements ?? 0 }
  }

  async function publicImage() {
    const user = await createUser(t.db)
    return { user, image: await createImage(t.db, user.id) }
  }

  it('counts click, engage and share with 204, sets no cookie and stores no IP', async () => {
    const { user, image } = await publicImage()
    const visitor = newVisitor()
    for (const kind of ['click', 'engage', 'share']) {
      const res = await beacon(kind, image.id, visitor)
      expect(res.statusCode).toBe(204)
      expect(res.headers['set-cookie']).toBeUndefined()
      expect(res.body).toBe('')
    }
    expect(await counters(user.id)).toEqual({ clicks: 1, shares: 1, engagements: 1 })
    const rows = await t.db.select().from(events).where(eq(events.userId, user.id))
    expect(rows.map((r) => r.kind).sort()).toEqual(['click', 'engage', 'share'])
    for (const row of rows) {
      expect(row.imageId).toBe(image.id)
      expect(row.visitorHash).toMatch(/^[\w-]{43}$/)
      expect(row.visitorHash).not.toContain(visitor.ip)
    }
  })

  it('counts fake clicks from one address with rotating user agents, or from one IPv6 /64, once', async () => {
    const { user, image } = await publicImage()
    const ip = newVisitor().ip
    for (let i = 0; i < 50; i++) await beacon('click', image.id, { ip, ua: `${BROWSER} Build/${i}` })
    for (let i = 1; i <= 20; i++) await beacon('click', image.id, { ip: `2001:db8:7:9::${i.toString(16)}`, ua: `${BROWSER} Build/${i}` })
    await beacon('click', image.id, { ip: '2001:db8:7:a::1', ua: BROWSER })
    expect(await counters(user.id)).toMatchObject({ clicks: 3 })
  })

  it('counts the same visitor once an hour per image and kind, in one batch and across batches', async () => {
    const { user, image } = await publicImage()
    const visitor = newVisitor()
    await beacon('click', image.id, visitor)
    await beacon('click', image.id, visitor)
    expect(await counters(user.id)).toMatchObject({ clicks: 1 })
    await beacon('click', image.id, visitor)
    expect(await counters(user.id)).toMatchObject({ clicks: 1 })
    // Another visitor (other address) counts; the same address with another user agent does not.
    await beacon('click', image.id)
    await beacon('click', image.id, { ip: visitor.ip, ua: `${BROWSER} Edge` })
    expect(await counters(user.id)).toMatchObject({ clicks: 2 })
    // An hour later the first visitor counts again: another process (its own memory of recent
    // counts, recent-counts.ts) asks the database, which lets the old claim go.
    await t.db
      .update(eventDedupe)
      .set({ countedAt: sql`${eventDedupe.countedAt} - interval '61 minutes'` })
      .where(eq(eventDedupe.imageId, image.id))
    const other = await buildApp(t.config, { databaseUrl: t.databaseUrl, logger: false })
    try {
      await other.inject({
        method: 'POST',
        url: `/api/public/click/${image.id}`,
        remoteAddress: visitor.ip,
        headers: { 'user-agent': visitor.ua },
      })
      await other.services.tracking.flush()
    } finally {
      await other.close()
    }
    expect(await counters(user.id)).toMatchObject({ clicks: 3 })
  })

  it('counts an id written in capitals as the same image (UUIDs ignore case)', async () => {
    const { user, image } = await publicImage()
    const visitor = newVisitor()
    expect((await beacon('click', image.id.toUpperCase(), visitor)).statusCode).toBe(204)
    expect(await counters(user.id)).toMatchObject({ clicks: 1 })
    await beacon('click', image.id, visitor)
    await beacon('click', image.id.toUpperCase(), visitor)
    expect(await counters(user.id)).toMatchObject({ clicks: 1 })
  })

  it('counts a visitor once an hour across processes (the database decides what one process cannot know)', async () => {
    const { user, image } = await publicImage()
    const visitor = newVisitor()
    await beacon('click', image.id, visitor)
    expect(await counters(user.id)).toMatchObject({ clicks: 1 })
    const other = await buildApp(t.config, { databaseUrl: t.databaseUrl, logger: false })
    try {
      await other.inject({
        method: 'POST',
        url: `/api/public/click/${image.id}`,
        remoteAddress: visitor.ip,
        headers: { 'user-agent': visitor.ua },
      })
      await other.services.tracking.flush()
    } finally {
      await other.close()
    }
    expect(await counters(user.id)).toMatchObject({ clicks: 1 })
  })

  it.each([
    ['a crawler', 'Googlebot/2.1 (+http://www.google.com/bot.html)'],
    ['a link preview bot', 'WhatsApp/2.23.20.0'],
    ['curl', 'curl/8.4.0'],
    ['an empty user agent', ''],
  ])('answers 204 but does not count %s', async (_label, ua) => {
    const { user, image } = await publicImage()
    const res = await beacon('click', image.id, { ip: newVisitor().ip, ua })
    expect(res.statusCode).toBe(204)
    expect(await counters(user.id)).toMatchObject({ clicks: 0 })
  })

  it("does not count the creator's own clicks", async () => {
    const { user, image } = await publicImage()
    const { cookie } = await loginHeaders(t, user)
    expect((await beacon('click', image.id, newVisitor(), { cookie })).statusCode).toBe(204)
    expect(await counters(user.id)).toMatchObject({ clicks: 0 })
    const other = await loginHeaders(t, await createUser(t.db))
    await beacon('click', image.id, newVisitor(), { cookie: other.cookie })
    expect(await counters(user.id)).toMatchObject({ clicks: 1 })
  })

  it('answers 404 without details for unknown, malformed, expired and hidden images', async () => {
    const hidden = await createUser(t.db, { approved: false })
    const ids = [
      randomUUID(),
      'not-a-uuid',
      "1' or '1'='1",
      (await createImage(t.db, (await createUser(t.db)).id, { expiryDate: daysFromToday(-1) })).id,
      (await createImage(t.db, hidden.id)).id,
    ]
    for (const id of ids) {
      const res = await beacon('share', encodeURIComponent(id))
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' })
    }
  })

  it('accepts an empty or tiny body of any type and refuses more than 1 KB', async () => {
    const { image } = await publicImage()
    const v = newVisitor()
    const send = (payload: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/engage/${image.id}`,
        remoteAddress: v.ip,
        payload,
        headers: { 'user-agent': BROWSER, 'content-type': type },
      })
    expect((await send('', 'application/json')).statusCode).toBe(204)
    expect((await send('{"x":1}', 'text/plain')).statusCode).toBe(204)
    const big = await send('x'.repeat(2048), 'text/plain')
    expect(big.statusCode).toBe(413)
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('writes many events in batches with the right counters per creator', async () => {
    const creators = await Promise.all([publicImage(), publicImage(), publicImage()])
    const kinds = ['click', 'share', 'engage'] as const
    const calls = []
    for (let i = 0; i < 150; i++) {
      const { image } = creators[i % 3]
      const visitor = { ip: `10.9.${Math.floor(i / 200)}.${i % 200}`, userAgent: BROWSER, userId: null }
      calls.push(t.app.services.tracking.track(kinds[i % 3], image.id, visitor))
      // Duplicates in the same batch do not count twice.
      calls.push(t.app.services.tracking.track(kinds[i % 3], image.id, visitor))
    }
    await Promise.all(calls)
    expect(await counters(creators[0].user.id)).toEqual({ clicks: 50, shares: 0, engagements: 0 })
    expect(await counters(creators[1].user.id)).toEqual({ clicks: 0, shares: 50, engagements: 0 })
    expect(await counters(creators[2].user.id)).toEqual({ clicks: 0, shares: 0, engagements: 50 })
  })

  describe('/go/{tagId}', () => {
    const go = (tagId: string, visitor = newVisitor(), method: 'GET' | 'HEAD' = 'GET') =>
      t.app.inject({ method, url: `/go/${tagId}`, remoteAddress: visitor.ip, headers: { 'user-agent': visitor.ua } })

    it('counts a click and redirects to the product', async () => {
      const { user, image } = await publicImage()
      const tag = await createTag(t.db, image.id, { link: 'https://shop.example.com/p/1?ref=looktag' })
      const res = await go(tag.id)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('https://shop.example.com/p/1?ref=looktag')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['set-cookie']).toBeUndefined()
      expect((await go(tag.id, newVisitor(), 'HEAD')).statusCode).toBe(302)
      expect(await counters(user.id)).toMatchObject({ clicks: 1 })
    })

    it('counts a tag id written in capitals as the same tag', async () => {
      const { user, image } = await publicImage()
      const tag = await createTag(t.db, image.id, { link: 'https://shop.example.com/p/2' })
      const visitor = newVisitor()
      expect((await go(tag.id.toUpperCase(), visitor)).headers.location).toBe('https://shop.example.com/p/2')
      await go(tag.id, visitor)
      await go(tag.id.toUpperCase(), visitor)
      expect(await counters(user.id)).toMatchObject({ clicks: 1 })
    })

    it('answers a hidden tag as an unknown one: no redirect to its link, no click counted', async () => {
      const { user, image } = await publicImage()
      const tag = await createTag(t.db, image.id, { link: 'https://shop.example.com/p/retired' })
      await t.db.insert(hiddenTags).values({ tagId: tag.id, userId: user.id })
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await go(tag.id, newVisitor(), method)
        expect(res.statusCode).toBe(404)
        expect(res.headers.location).toBeUndefined()
      }
      expect((await go(tag.id)).body).toBe('Not found.')
      expect(await counters(user.id)).toMatchObject({ clicks: 0 })
      // Shown again (fixed), it leads to the shop once more.
      await t.db.delete(hiddenTags).where(eq(hiddenTags.tagId, tag.id))
      expect((await go(tag.id)).headers.location).toBe('https://shop.example.com/p/retired')
    })

    it('answers 404 for links that are not absolute http(s), unknown tags and hidden images', async () => {
      const { image } = await publicImage()
      const expired = await createImage(t.db, (await createUser(t.db)).id, { expiryDate: daysFromToday(-3) })
      const hidden = await createImage(t.db, (await createUser(t.db, { paymentStatus: 'pending' })).id)
      const tags = [
        (await createTag(t.db, image.id, { link: 'javascript:alert(1)' })).id,
        (await createTag(t.db, image.id, { link: '//evil.example.com' })).id,
        (await createTag(t.db, image.id, { link: 'data:text/html,hi' })).id,
        (await createTag(t.db, expired.id)).id,
        (await createTag(t.db, hidden.id)).id,
        randomUUID(),
        'nope',
      ]
      for (const id of tags) {
        const res = await go(id)
        expect(res.statusCode).toBe(404)
        expect(res.headers.location).toBeUndefined()
        expect(res.body).toBe('Not found.')
      }
    })
  })
})

describe('tracking limits and shutdown', () => {
  it('rate limits a flood of beacons from one address', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_MAX: '60' } })
    try {
      const user = await createUser(t.db)
      const image = await createImage(t.db, user.id)
      const codes = []
      for (let i = 0; i < 20; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/public/click/${image.id}`,
          remoteAddress: '192.0.2.1',
          headers: { 'user-agent': BROWSER },
        })
        codes.push(res.statusCode)
      }
      expect(codes.slice(0, 5)).toEqual([204, 204, 204, 204, 204])
      expect(codes.at(-1)).toBe(429)
    } finally {
      await t.close()
    }
  })

  it("writes buffered events when the app closes, and keeps only today's and yesterday's salt", async () => {
    const t = await createTestApp()
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id)
    await t.db.execute(sql`insert into visitor_salts (day, salt) values (${daysFromToday(-3)}, 'old'), (${daysFromToday(-1)}, 'yesterday')`)
    const res = await t.app.inject({ method: 'POST', url: `/api/public/click/${image.id}`, headers: { 'user-agent': BROWSER } })
    expect(res.statusCode).toBe(204)
    await t.close()
    const client = new pg.Client({ connectionString: t.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query('select clicks from creator_stats where user_id = $1', [user.id])
      expect(rows).toEqual([{ clicks: 1 }])
      const salts = await client.query('select day::text as day from visitor_salts order by day')
      expect(salts.rows.map((r) => r.day)).toEqual([daysFromToday(-1), daysFromToday(0)])
    } finally {
      await client.end()
    }
  })
})
