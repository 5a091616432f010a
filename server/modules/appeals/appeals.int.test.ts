import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, complaints, moderationDecisions, restrictions, statementsOfReasons } from '../../db/schema/index.ts'
import { appealTokenIn, capturingMail, decidedNotice, freshAddress, mailTo, uniqueEmail } from './appeals-test-helpers.ts'

/** Statements of reasons (Art. 17) and complaints (Art. 20) through the API. */
describe('statements of reasons and complaints', () => {
  let t: TestApp
  const { sent, port } = capturingMail()
  let reviewer: Awaited<ReturnType<typeof createAdmin>>
  let second: Awaited<ReturnType<typeof createAdmin>>

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
    reviewer = await createAdmin(t.db)
    second = await createAdmin(t.db)
  })
  afterAll(() => t.close())

  const complain = (cookie: string, decisionId: string, text = 'The photo is mine: I took it in Lisbon.') =>
    t.app.inject({
      method: 'POST',
      url: `/api/appeals/${decisionId}`,
      payload: { text },
      headers: { cookie },
      remoteAddress: freshAddress(),
    })

  it('mails the creator a statement in their language, lists it in their dashboard and tells the notifier', async () => {
    const creator = await createUser(t.db, { language: 'ar' })
    const notifier = uniqueEmail('rita')
    const { decision } = await decidedNotice(t, { creator, reviewer, outcome: 'restrict', notifier, notifierLanguage: 'de' })

    const mail = await mailTo(sent, creator.email)
    expect(mail.subject).toContain('تقييد الظهور')
    expect(mail.text).toContain('UrhG § 15')
    expect(mail.text).toContain('لم تُستخدم أي وسائل آلية')
    expect(mail.text).toContain('/dashboard/moderation')
    expect(mail.html).toContain('dir="rtl"')
    const told = await mailTo(sent, notifier)
    expect(told.subject).toContain('Deine Meldung')
    // The notice was acted on: nothing for the notifier to complain against.
    expect(appealTokenIn(told.text)).toBe('')

    const { cookie } = await loginHeaders(t, creator)
    const res = await t.app.inject({ method: 'GET', url: '/api/appeals', headers: { cookie } })
    expect(res.statusCode).toBe(200)
    const [statement] = res.json().statements
    expect(statement).toMatchObject({
      decision_id: decision.id,
      outcome: 'restrict',
      ground: 'law',
      automated: false,
      can_complain: true,
      complaint: null,
    })
    const rows = await t.db.select().from(statementsOfReasons).where(eq(statementsOfReasons.decisionId, decision.id))
    expect(rows.map((r) => r.recipient).sort()).toEqual(['creator', 'notifier'])
  })

  it('takes one complaint per decision, also when several arrive at once', async () => {
    const creator = await createUser(t.db)
    const { decision } = await decidedNotice(t, { creator, reviewer, outcome: 'restrict' })
    const { cookie } = await loginHeaders(t, creator)
    const answers = await Promise.all(Array.from({ length: 6 }, () => complain(cookie, decision.id)))
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409])
    expect(answers.find((r) => r.statusCode === 409)?.json().code).toBe('COMPLAINT_EXISTS')
    expect(await t.db.select().from(complaints).where(eq(complaints.decisionId, decision.id))).toHaveLength(1)
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'moderation.complaint_filed'), eq(auditLog.targetUserId, creator.id)))
    expect(entries).toHaveLength(1)
  })

  it('refuses a complaint after six months, about another creator, or with no text', async () => {
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    const old = await decidedNotice(t, { creator, reviewer, outcome: 'restrict', daysAgo: 200 })
    const late = await complain(cookie, old.decision.id)
    expect([late.statusCode, late.json().code]).toEqual([409, 'COMPLAINT_WINDOW_CLOSED'])

    const other = await decidedNotice(t, { creator: await createUser(t.db), reviewer, outcome: 'restrict' })
    const foreign = await complain(cookie, other.decision.id)
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'DECISION_NOT_FOUND'])

    const own = await decidedNotice(t, { creator, reviewer, outcome: 'restrict' })
    const empty = await complain(cookie, own.decision.id, '   ')
    expect(empty.statusCode).toBe(400)
    expect(await t.db.select().from(complaints).where(eq(complaints.complainantKey, creator.id))).toHaveLength(0)
  })

  it('reverses a restriction on review by another admin, lifts it and tells the creator and the notifier', async () => {
    const creator = await createUser(t.db)
    const notifier = uniqueEmail('nora')
    const { decision } = await decidedNotice(t, { creator, reviewer, outcome: 'restrict', notifier })
    const complained = await complain((await loginHeaders(t, creator)).cookie, decision.id)
    const id = complained.json().id as string
    const review = (cookie: string, outcome = 'reversed') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/appeals/${id}/decision`,
        payload: { outcome, explanation: 'The creator holds the licence.' },
        headers: { cookie },
      })

    const own = await review((await loginHeaders(t, reviewer)).cookie)
    expect([own.statusCode, own.json().code]).toEqual([403, 'COMPLAINT_SAME_REVIEWER'])
    const secondCookie = (await loginHeaders(t, second)).cookie
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/appeals', headers: { cookie: secondCookie } })
    expect(list.json().complaints.find((c: { id: string }) => c.id === id)).toMatchObject({ status: 'open', own_decision: false })

    const done = await review(secondCookie)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ status: 'decided', outcome: 'reversed', reviewer_username: second.username })
    const [row] = await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, decision.id))
    expect(row.reversedAt).not.toBeNull()
    const [restriction] = await t.db.select().from(restrictions).where(eq(restrictions.decisionId, decision.id))
    expect(restriction.liftedAt).not.toBeNull()
    expect((await mailTo(sent, creator.email, { skip: 1 })).subject).toContain('complaint')
    expect((await mailTo(sent, notifier, { skip: 1 })).text).toContain('reversed')
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetUserId, creator.id))).map((e) => e.action)
    expect(actions).toEqual(
      expect.arrayContaining(['moderation.complaint_filed', 'moderation.decision_reversed', 'moderation.complaint_reviewed']),
    )

    const again = await review(secondCookie, 'upheld')
    expect([again.statusCode, again.json().code]).toEqual([409, 'COMPLAINT_ALREADY_REVIEWED'])
  })

  it("lets a notifier whose notice was rejected complain once through the mail's signed link", async () => {
    const notifier = uniqueEmail('nick')
    const { decision } = await decidedNotice(t, { creator: await createUser(t.db), reviewer, outcome: 'no_action', notifier })
    const token = appealTokenIn((await mailTo(sent, notifier)).text)
    expect(token).not.toBe('')
    const shown = await t.app.inject({ method: 'GET', url: `/api/appeals/notice/${token}` })
    expect(shown.json().statement).toMatchObject({ decision_id: decision.id, outcome: 'no_action', can_complain: true })

    const post = () =>
      t.app.inject({ method: 'POST', url: `/api/appeals/notice/${token}`, payload: { text: 'It is my photo, look at the original.' } })
    const [a, b] = await Promise.all([post(), post()])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const [row] = await t.db.select().from(complaints).where(eq(complaints.decisionId, decision.id))
    expect(row).toMatchObject({ complainantKind: 'notifier', complainantKey: notifier, complainantEmail: notifier })

    const forged = await t.app.inject({ method: 'GET', url: `/api/appeals/notice/${token.slice(0, -2)}xx` })
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'APPEAL_LINK_INVALID'])
  })
})
