import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPLAINT_WINDOW_DAYS, REPORT_CONFIRM_TTL_DAYS } from '../../../contract/moderation.ts'
import { createImage } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { complaints, images, moderationDecisions, notices, statementsOfReasons } from '../../db/schema/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { capturingMail, decidedNotice, freshAddress, mailTo, uniqueEmail } from '../appeals/appeals-test-helpers.ts'
import { createDecisionsRepository } from './decisions.repository.ts'
import { createRetentionRepository } from './retention.repository.ts'
import { createRetention } from './retention.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Decision 0089: a removal is kept dark for the complaint window, then purged; notifiers' identities go with it. */
describe('moderation retention', () => {
  let t: TestApp
  let reviewer: Awaited<ReturnType<typeof createAdmin>>
  let second: Awaited<ReturnType<typeof createAdmin>>
  const { sent, port } = capturingMail()
  const deleted: string[] = []
  const storage = { delete: async (key: string) => void deleted.push(key) } as unknown as StoragePort
  /** The retention service as the job runs it, `days` from now. */
  const later = (days: number) =>
    createRetention({
      db: t.db,
      repo: createRetentionRepository(),
      decisions: createDecisionsRepository(),
      storage,
      now: () => new Date(Date.now() + days * DAY_MS),
    })
  const past = COMPLAINT_WINDOW_DAYS + 1

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
    reviewer = await createAdmin(t.db)
    second = await createAdmin(t.db)
  })
  afterAll(() => t.close())

  const publicPage = async (username: string) => (await t.app.inject({ method: 'GET', url: `/api/public/${username}` })).body
  const lookExists = async (id: string) => (await t.db.select().from(images).where(eq(images.id, id))).length === 1
  const complain = async (creator: Awaited<ReturnType<typeof createUser>>, decisionId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appeals/${decisionId}`,
      payload: { text: 'I hold the licence for this photo.' },
      headers: { cookie: (await loginHeaders(t, creator)).cookie },
      remoteAddress: freshAddress(),
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id as string
  }
  const review = async (complaintId: string, outcome: 'reversed' | 'upheld') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/appeals/${complaintId}/decision`,
      payload: { outcome, explanation: 'The creator showed the licence.' },
      headers: { cookie: (await loginHeaders(t, second)).cookie },
    })
    expect(res.statusCode, res.body).toBe(200)
  }

  it('keeps a removed look dark and marked removed in the dashboard; a reversal within the window restores it', async () => {
    const creator = await createUser(t.db)
    const { image, decision } = await decidedNotice(t, { creator, reviewer, outcome: 'remove' })
    expect(await lookExists(image.id)).toBe(true)
    expect(await publicPage(creator.username)).not.toContain(image.id)
    // The statement of reasons says what happens to it.
    expect((await mailTo(sent, creator.email)).text).toContain('then deleted for good')
    const marked = await t.app.services.appeals.restrictedLooks(creator)
    expect(marked[image.id]).toMatchObject({ decision_id: decision.id, outcome: 'remove', ground_reference: 'UrhG § 15' })

    await review(await complain(creator, decision.id), 'reversed')
    expect(await publicPage(creator.username)).toContain(image.id)
    expect((await t.app.services.appeals.restrictedLooks(creator))[image.id]).toBeUndefined()
    // A reversed removal is never purged.
    await later(past).purgeRemovals()
    expect(await lookExists(image.id)).toBe(true)
  })

  it('purges a removed look with its files once the window has passed, not while a complaint is open, and only once', async () => {
    const creator = await createUser(t.db)
    const { image, decision } = await decidedNotice(t, { creator, reviewer, outcome: 'remove' })
    const open = await decidedNotice(t, { creator, reviewer, outcome: 'remove' })
    await complain(creator, open.decision.id)

    await later(COMPLAINT_WINDOW_DAYS - 1).purgeRemovals()
    expect(await lookExists(image.id)).toBe(true)

    deleted.length = 0
    await later(past).purgeRemovals()
    expect(await lookExists(image.id)).toBe(false)
    expect(deleted).toEqual(expect.arrayContaining([image.storageKey, ...image.variants.map((v) => v.key)]))
    const [row] = await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, decision.id))
    expect(row?.purgedAt).not.toBeNull()
    // The open complaint keeps its look; a second run finds nothing more of these.
    expect(await lookExists(open.image.id)).toBe(true)
    deleted.length = 0
    await later(past).purgeRemovals()
    expect(deleted.filter((key) => key.startsWith(image.storageKey.split('/').slice(0, 2).join('/')))).toEqual([])

    // Once the complaint is decided (upheld), the look goes at the next run.
    const [c] = await t.db.select().from(complaints).where(eq(complaints.decisionId, open.decision.id))
    await review(c!.id, 'upheld')
    await later(past).purgeRemovals()
    expect(await lookExists(open.image.id)).toBe(false)
  })

  it("clears the notifier's name and address after the window unless a complaint is open, keeping the misuse count's key", async () => {
    const notifier = uniqueEmail('nadia')
    const creator = await createUser(t.db)
    const settled = await decidedNotice(t, { creator, reviewer, outcome: 'no_action', notifier })
    const pending = await decidedNotice(t, { creator, reviewer, outcome: 'restrict' })
    await complain(creator, pending.decision.id)
    const notice = async (id: string) => (await t.db.select().from(notices).where(eq(notices.id, id)))[0]!

    await later(COMPLAINT_WINDOW_DAYS - 1).clearNotifierIdentities()
    expect(await notice(settled.notice.id)).toMatchObject({ reporterName: 'Rita Reporter', reporterEmail: notifier })
    await later(past).clearNotifierIdentities()
    expect(await notice(settled.notice.id)).toMatchObject({ reporterName: null, reporterEmail: null })
    expect((await notice(settled.notice.id)).identityClearedAt).not.toBeNull()
    const statements = await t.db.select().from(statementsOfReasons).where(eq(statementsOfReasons.noticeId, settled.notice.id))
    expect(statements.map((s) => s.recipientEmail)).toEqual([null])
    expect((await notice(pending.notice.id)).reporterEmail).not.toBeNull()

    // Idempotent: a second run clears nothing more and fails nothing.
    expect(await later(past).clearNotifierIdentities()).toBe(0)
    expect((await notice(pending.notice.id)).reporterEmail).not.toBeNull()
  })

  it('deletes an unconfirmed notice a day after its confirm link expired, not before', async () => {
    const creator = await createUser(t.db)
    const look = await createImage(t.db, creator.id)
    const unconfirmed = async (daysAgo: number) => {
      const [row] = await t.db
        .insert(notices)
        .values({
          itemKind: 'look',
          itemId: look.id,
          creatorId: creator.id,
          itemUrl: `${t.config.publicUrl}/${creator.username}`,
          category: 'intellectual_property',
          explanation: 'My photo, used without a licence.',
          goodFaith: true,
          reporterEmail: uniqueEmail('una'),
          reporterName: 'Una',
          language: 'en',
          status: 'unconfirmed',
          createdAt: new Date(Date.now() - daysAgo * DAY_MS),
        })
        .returning()
      return row!.id
    }
    const lapsed = await unconfirmed(REPORT_CONFIRM_TTL_DAYS + 0.5)
    const gone = await unconfirmed(REPORT_CONFIRM_TTL_DAYS + 1.1)
    await t.app.services.reports.purgeUnconfirmed()
    const left = async (id: string) => (await t.db.select().from(notices).where(eq(notices.id, id))).length
    expect([await left(lapsed), await left(gone)]).toEqual([1, 0])
  })
})
