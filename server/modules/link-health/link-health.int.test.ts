import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { page, redirect, startTestShop } from '../../../tests/fixtures/link-shop.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { hiddenTags, links, notifications } from '../../db/schema/index.ts'
import type { MailMessage, MailPort } from '../../ports/email/index.ts'
import { createLinkHealthRepository } from './link-health.repository.ts'

let shop: Awaited<ReturnType<typeof startTestShop>>
let t: TestApp
const sent: MailMessage[] = []
const mail: MailPort = { kind: 'smtp', send: async (m) => void sent.push(m) }
let soldOut = true

beforeAll(async () => {
  shop = await startTestShop({
    '/p/shirt': page('<h1>Linen shirt</h1>'),
    '/p/dress': (req, res) => page(soldOut ? '<p>Sold out</p>' : '<p>In the basket</p>')(req, res),
    '/p/retired': redirect('/'),
    '/': page('Home'),
  })
  t = await createTestApp({ overrides: { mail, linkChecker: shop.options() } })
})
afterAll(async () => {
  await t?.close()
  await shop?.close()
})

async function creatorWithTags(paths: string[]) {
  const user = await createUser(t.db)
  const image = await createImage(t.db, user.id)
  const tags = []
  for (const path of paths) tags.push(await createTag(t.db, image.id, { link: shop.url(path) }))
  return { user, image, tags, ...(await loginHeaders(t, user)) }
}

/** Runs the check of every link of these URLs, as the scheduled round would. */
async function checkUrls(urls: string[]) {
  await t.app.services.linkHealth.runDue({ discoverSince: null, limit: 0 })
  const rows = await t.db.select().from(links).where(inArray(links.url, urls))
  for (const row of rows) await t.app.services.linkHealth.checkAndSave(row)
}

const inject = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: t.config.publicUrl }, payload })

describe('scheduled rounds', () => {
  it('check batch after batch within their time budget until nothing is due', async () => {
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id)
    const tags = []
    for (const n of [1, 2, 3, 4, 5]) tags.push(await createTag(t.db, image.id, { link: shop.url('/p/shirt', `round-${n}.test`) }))
    const round = await t.app.services.linkHealth.runDue({ discoverSince: null, limit: 2, budgetMs: 60_000 })
    expect(round.checked).toBeGreaterThanOrEqual(5)
    const rows = await t.db
      .select()
      .from(links)
      .where(
        inArray(
          links.url,
          tags.map((tag) => tag.link),
        ),
      )
    expect(rows.map((row) => row.verdict)).toEqual(['healthy', 'healthy', 'healthy', 'healthy', 'healthy'])
    // Nothing is due any more: another round checks nothing.
    expect((await t.app.services.linkHealth.runDue({ limit: 2, budgetMs: 60_000 })).checked).toBe(0)
  }, 60_000)
})

describe('links API', () => {
  it('lists a creator their own links only, problem links first, with verdicts and evidence', async () => {
    const a = await creatorWithTags(['/p/shirt', '/p/missing', '/p/retired'])
    const b = await creatorWithTags(['/p/dress'])
    await inject(a.cookie, 'GET', '/api/links')
    await checkUrls(a.tags.map((tag) => tag.link))
    const res = await inject(a.cookie, 'GET', '/api/links')
    expect(res.statusCode).toBe(200)
    const listed = res.json().links as { url: string; verdict: string; reason: string; final_url: string; tags: { id: string }[] }[]
    expect(listed.map((l) => l.url).sort()).toEqual(a.tags.map((tag) => tag.link).sort())
    expect(listed.at(-1)).toMatchObject({ url: shop.url('/p/shirt'), verdict: 'healthy', final_url: shop.url('/p/shirt') })
    expect(
      listed
        .slice(0, 2)
        .map((l) => l.verdict)
        .sort(),
    ).toEqual(['broken', 'gone_home'])
    expect(listed.find((l) => l.verdict === 'gone_home')).toMatchObject({ reason: 'home_page', final_url: shop.url('/') })
    expect(listed.flatMap((l) => l.tags.map((tag) => tag.id))).not.toContain(b.tags[0]!.id)
  })

  it('refuses another creator\'s link for "check again now" and changes nothing', async () => {
    const a = await creatorWithTags(['/p/shirt?x=a'])
    const b = await creatorWithTags(['/p/dress?x=b'])
    await inject(b.cookie, 'GET', '/api/links')
    const [row] = await t.db.select().from(links).where(eq(links.url, b.tags[0]!.link))
    const res = await inject(a.cookie, 'POST', `/api/links/${row!.id}/check`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'LINK_NOT_FOUND', error: 'Link not found.' })
    const [after] = await t.db.select().from(links).where(eq(links.id, row!.id))
    expect(after!.checkedAt).toBeNull()

    const own = await inject(b.cookie, 'POST', `/api/links/${row!.id}/check`)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ verdict: 'sold_out', reason: 'sold_out_words', detail: 'sold out' })
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/links/${row!.id}/check`,
      headers: { cookie: b.cookie, origin: t.config.publicUrl, 'accept-language': 'de' },
    })
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({ code: 'LINK_CHECK_TOO_SOON', error: expect.stringContaining('gerade erst geprüft') })
  })

  it('answers 401 before anything else and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/links' })).statusCode).toBe(401)
    const a = await creatorWithTags([])
    expect((await inject(a.cookie, 'POST', '/api/links/not-a-uuid/check')).statusCode).toBe(400)
  })

  it('hides only own tags, and a hidden tag leaves the public page', async () => {
    const a = await creatorWithTags(['/p/shirt?x=hide'])
    const b = await creatorWithTags(['/p/shirt?x=other'])
    const tagId = a.tags[0]!.id
    const refused = await inject(b.cookie, 'PUT', `/api/links/tags/${tagId}/hidden`, { hidden: true })
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'TAG_NOT_FOUND'])
    expect(await t.db.select().from(hiddenTags).where(eq(hiddenTags.tagId, tagId))).toHaveLength(0)

    const publicTags = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/public/${a.user.username}` })
      return (res.json().images as { tags: { id: string }[] }[]).flatMap((image) => image.tags.map((tag) => tag.id))
    }
    expect(await publicTags()).toContain(tagId)
    expect((await inject(a.cookie, 'PUT', `/api/links/tags/${tagId}/hidden`, { hidden: true })).statusCode).toBe(204)
    expect(await publicTags()).not.toContain(tagId)
    expect((await inject(a.cookie, 'GET', '/api/links')).json().links[0].tags[0]).toMatchObject({ id: tagId, hidden: true })
    expect((await inject(a.cookie, 'PUT', `/api/links/tags/${tagId}/hidden`, { hidden: false })).statusCode).toBe(204)
    expect(await publicTags()).toContain(tagId)
  })

  it('hides tags automatically while sold out and shows them once the product is back', async () => {
    const a = await creatorWithTags(['/p/dress?x=auto'])
    const b = await creatorWithTags(['/p/dress?x=auto'])
    expect((await inject(a.cookie, 'PUT', '/api/links/settings', { auto_hide: true })).statusCode).toBe(204)
    soldOut = true
    await checkUrls([a.tags[0]!.link])
    const hidden = await t.db
      .select()
      .from(hiddenTags)
      .where(inArray(hiddenTags.tagId, [a.tags[0]!.id, b.tags[0]!.id]))
    expect(hidden.map((h) => [h.tagId, h.automatic])).toEqual([[a.tags[0]!.id, true]])
    soldOut = false
    await checkUrls([a.tags[0]!.link])
    expect(await t.db.select().from(hiddenTags).where(eq(hiddenTags.tagId, a.tags[0]!.id))).toHaveLength(0)
    soldOut = true
  })

  it('tells the creator in the app and by one mail a day when a link turns bad', async () => {
    const a = await creatorWithTags(['/p/missing?x=notice'])
    await checkUrls([a.tags[0]!.link])
    await t.app.services.linkNotices.send()
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, a.user.id))
    expect(notes.map((n) => n.message)).toEqual(['Links that need attention: 1. See Dashboard → Links.'])
    await expect.poll(() => sent.filter((m) => m.to === a.user.email).length, { timeout: 15_000, interval: 200 }).toBe(1)
    expect(sent.find((m) => m.to === a.user.email)!.text).toContain(`Broken: ${a.tags[0]!.link}`)

    const second = await createTag(t.db, a.image.id, { link: shop.url('/p/missing?x=notice2') })
    await checkUrls([second.link])
    await t.app.services.linkNotices.send()
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, a.user.id))).toHaveLength(2)
    expect(sent.filter((m) => m.to === a.user.email)).toHaveLength(1)
  })

  it('shows admins counts per verdict and failing hosts; creators get 403', async () => {
    const creator = await creatorWithTags([])
    expect((await inject(creator.cookie, 'GET', '/api/admin/link-health')).statusCode).toBe(403)
    const admin = await loginHeaders(t, await createAdmin(t.db))
    const res = await inject(admin.cookie, 'GET', '/api/admin/link-health')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.counts.find((c: { verdict: string }) => c.verdict === 'broken').count).toBeGreaterThan(0)
    expect(body.failing_hosts[0]).toMatchObject({ host: 'shop.test' })
  })
})

describe('a round that dies', () => {
  it('hands its claimed links back within a minute; a live round keeps the unchecked ones', async () => {
    const { tags } = await creatorWithTags(['/p/shirt', '/p/dress'])
    const urls = tags.map((tag) => tag.link!)
    await t.app.services.linkHealth.runDue({ discoverSince: null, limit: 0 })
    await t.db
      .update(links)
      .set({ nextCheckAt: new Date(Date.now() - 1000) })
      .where(inArray(links.url, urls))
    const linkRepo = createLinkHealthRepository()
    const claimedAt = new Date()
    const claimed = (await linkRepo.claimDue(t.db, 1000, 60)).filter((link) => urls.includes(link.url))
    expect(claimed).toHaveLength(2)
    const leased = await t.db.select().from(links).where(inArray(links.url, urls))
    for (const row of leased) expect(row.nextCheckAt.getTime() - Date.now()).toBeLessThanOrEqual(61_000)

    // One link checked since the claim keeps its real next check; the other's lease is renewed.
    const [checked, unchecked] = claimed as [(typeof claimed)[number], (typeof claimed)[number]]
    await t.app.services.linkHealth.checkAndSave(checked)
    const afterCheck = (await t.db.select().from(links).where(eq(links.id, checked.id)))[0]!.nextCheckAt
    await t.db
      .update(links)
      .set({ nextCheckAt: new Date(Date.now() + 5_000) })
      .where(eq(links.id, unchecked.id))
    await linkRepo.renewLease(t.db, [checked.id, unchecked.id], claimedAt, 60)
    const rows = await t.db
      .select()
      .from(links)
      .where(inArray(links.id, [checked.id, unchecked.id]))
    expect(rows.find((r) => r.id === checked.id)?.nextCheckAt).toEqual(afterCheck)
    expect(rows.find((r) => r.id === unchecked.id)!.nextCheckAt.getTime() - Date.now()).toBeGreaterThan(50_000)
  })
})
