import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORTS_PER_EMAIL_HOUR } from '../../../contract/moderation.ts'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { noticeGroups, notices } from '../../db/schema/index.ts'
import { capturingMail, freshAddress, mailTo, uniqueEmail } from '../followers/followers-test-helpers.ts'

const notice = (itemId: string, overrides: Record<string, unknown> = {}) => ({
  item_kind: 'look',
  item_id: itemId,
  category: 'intellectual_property',
  explanation: 'This is my photo, taken in 2024, used without my permission.',
  name: 'Rita Owner',
  email: uniqueEmail('owner'),
  good_faith: true,
  ...overrides,
})

/** Filing notices: anonymous ones wait for the address, signed-in ones count at once, caps hold under a burst. */
describe('reports', () => {
  let t: TestApp
  const { sent, port } = capturingMail()
  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
  })
  afterAll(() => t.close())

  const file = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/reports', payload, headers, remoteAddress: freshAddress() })

  it('an anonymous notice counts only once its address is confirmed, then joins the item group', async () => {
    const creator = await createUser(t.db)
    const look = await createImage(t.db, creator.id)
    const body = notice(look.id)
    const res = await file(body)
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json().status).toBe('confirm')
    const [row] = await t.db.select().from(notices).where(eq(notices.itemId, look.id))
    expect(row).toMatchObject({ status: 'unconfirmed', groupId: null, reporterEmail: body.email })
    // A second post from the same address sends no second mail.
    expect((await file(body)).statusCode).toBe(202)
    const mail = await mailTo(sent, body.email)
    expect(sent.filter((m) => m.to === body.email)).toHaveLength(1)
    const token = mail.text.match(/\/report\/confirm\/([\w-]+)/)?.[1] ?? ''
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/reports/confirm/${token}`, remoteAddress: freshAddress() })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const again = await t.app.inject({ method: 'POST', url: `/api/reports/confirm/${token}`, remoteAddress: freshAddress() })
    expect(again.json().code).toBe('REPORT_LINK_INVALID')
    // A signed-in notifier on the same item: counted at once, same group, a receipt mail.
    const reporter = await createUser(t.db)
    const cookie = (await loginHeaders(t, reporter)).cookie
    const signed = await file(notice(look.id, { name: '', email: '', category: 'scam_fraud', threat_to_life: true }), { cookie })
    expect(signed.json().status).toBe('received')
    await mailTo(sent, reporter.email)
    const [group] = await t.db.select().from(noticeGroups).where(eq(noticeGroups.itemId, look.id))
    expect(group).toMatchObject({ noticeCount: 2, status: 'open', threatToLife: true, creatorId: creator.id })
  })

  it('refuses a notice without name and email, except for child sexual abuse material, and items the public cannot see', async () => {
    const creator = await createUser(t.db)
    const look = await createImage(t.db, creator.id)
    const missing = await file(notice(look.id, { name: '', email: '' }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('REPORT_IDENTITY_REQUIRED')
    const exempt = await file(notice(look.id, { name: '', email: '', category: 'child_abuse' }))
    expect(exempt.json().status).toBe('received')
    const noFaith = await file(notice(look.id, { good_faith: false }))
    expect(noFaith.statusCode).toBe(400)
    const hidden = await createUser(t.db, { approved: false })
    const hiddenLook = await createImage(t.db, hidden.id)
    expect((await file(notice(hiddenLook.id))).json().code).toBe('REPORT_ITEM_NOT_FOUND')
  })

  it('reports a tag link of a look, named with its look', async () => {
    const creator = await createUser(t.db)
    const look = await createImage(t.db, creator.id)
    const tag = await createTag(t.db, look.id)
    const target = await t.app.inject({ method: 'GET', url: `/api/reports/target?kind=look&id=${look.id}` })
    expect(target.json().tag_links.map((l: { id: string }) => l.id)).toEqual([tag.id])
    const res = await file(notice(tag.id, { item_kind: 'tag_link', category: 'child_abuse', name: '', email: '' }))
    expect(res.statusCode, res.body).toBe(202)
    const [row] = await t.db.select().from(notices).where(eq(notices.itemId, tag.id))
    expect(row?.itemUrl).toContain(`?image=${look.id}#tag-${tag.id}`)
  })

  it('sends at most the hourly cap of confirm mails to one address when it reports many items at once', async () => {
    const creator = await createUser(t.db)
    const looks = await Promise.all(Array.from({ length: REPORTS_PER_EMAIL_HOUR + 4 }, () => createImage(t.db, creator.id)))
    const email = uniqueEmail('burst')
    const answers = await Promise.all(looks.map((look) => file(notice(look.id, { email }))))
    const codes = answers.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 202)).toHaveLength(REPORTS_PER_EMAIL_HOUR)
    expect(codes.filter((c) => c === 429)).toHaveLength(4)
    expect(answers.find((r) => r.statusCode === 429)?.json().code).toBe('REPORT_TOO_MANY')
    expect(await t.db.select().from(notices).where(eq(notices.reporterEmail, email))).toHaveLength(REPORTS_PER_EMAIL_HOUR)
  })

  it('one item collects at most the hourly cap of unconfirmed notices, however many arrive at once', async () => {
    const creator = await createUser(t.db)
    const look = await createImage(t.db, creator.id)
    const answers = await Promise.all(Array.from({ length: 24 }, () => file(notice(look.id))))
    expect(answers.filter((r) => r.statusCode === 202)).toHaveLength(20)
    expect(answers.filter((r) => r.statusCode === 429).every((r) => r.json().code === 'REPORT_ITEM_BUSY')).toBe(true)
    const rows = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.itemId, look.id), eq(notices.status, 'unconfirmed')))
    expect(rows).toHaveLength(20)
  })
})
