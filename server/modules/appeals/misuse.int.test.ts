import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CREATOR_SUSPEND_AFTER_UPHELD,
  CREATOR_WARN_AFTER_UPHELD,
  NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED,
  NOTIFIER_REFUSE_AFTER_UNFOUNDED,
} from '../../../contract/appeals.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { creatorMisuse, moderationDecisions, notifierMisuse } from '../../db/schema/index.ts'
import { capturingMail, decidedNotice, uniqueEmail } from './appeals-test-helpers.ts'

/** Art. 23: repeated upheld notices warn the creator; repeated unfounded ones hold the notifier back. */
describe('misuse', () => {
  let t: TestApp
  const { sent, port } = capturingMail()
  let reviewer: Awaited<ReturnType<typeof createAdmin>>

  beforeAll(async () => {
    t = await createTestApp({ overrides: { mail: port } })
    reviewer = await createAdmin(t.db)
  })
  afterAll(() => t.close())

  it('warns a creator once at the threshold and then offers the admin a suspension', async () => {
    const creator = await createUser(t.db)
    for (let i = 0; i < CREATOR_SUSPEND_AFTER_UPHELD; i++) await decidedNotice(t, { creator, reviewer, outcome: 'restrict' })
    const [row] = await t.db.select().from(creatorMisuse).where(eq(creatorMisuse.creatorId, creator.id))
    expect(row.upheldCount).toBe(CREATOR_SUSPEND_AFTER_UPHELD)
    expect(row.warnedAt).not.toBeNull()
    await expect.poll(() => sent.filter((m) => m.to === creator.email && m.kind === 'appeals.warning').length, { timeout: 15_000 }).toBe(1)
    expect(CREATOR_WARN_AFTER_UPHELD).toBeLessThan(CREATOR_SUSPEND_AFTER_UPHELD)

    const complaintOn = await decidedNotice(t, { creator, reviewer, outcome: 'remove' })
    await t.app.inject({
      method: 'POST',
      url: `/api/appeals/${complaintOn.decision.id}`,
      payload: { text: 'Please look again.' },
      headers: { cookie: (await loginHeaders(t, creator)).cookie },
    })
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/appeals',
      headers: { cookie: (await loginHeaders(t, await createAdmin(t.db))).cookie },
    })
    const mine = list.json().complaints.find((c: { decision: { id: string } }) => c.decision.id === complaintOn.decision.id)
    expect(mine.creator).toMatchObject({ upheld: CREATOR_SUSPEND_AFTER_UPHELD + 1, suspension_suggested: true })

    // The admin sets the period; the suspension is a decision of its own, told to the creator, and not counted as a notice.
    const adminCookie = (await loginHeaders(t, reviewer)).cookie
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/appeals/misuse', headers: { cookie: adminCookie } })
    expect(overview.json().creators.find((c: { id: string }) => c.id === creator.id)).toMatchObject({
      suspension_suggested: true,
      suspended_until: null,
    })
    const suspend = (days: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/appeals/misuse/${creator.id}/suspension`,
        payload: { duration_days: days, facts: 'Four upheld notices about copied photos, two after the warning.' },
        headers: { cookie: adminCookie },
      })
    expect((await suspend(0)).statusCode).toBe(400)
    const done = await suspend(14)
    expect(done.statusCode).toBe(201)
    const [decision] = await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, done.json().decision_id))
    expect(decision).toMatchObject({ outcome: 'suspend_account', source: 'own_initiative', groundReference: 'DSA Art. 23(1)' })
    const [after] = await t.db.select().from(creatorMisuse).where(eq(creatorMisuse.creatorId, creator.id))
    expect(after.upheldCount).toBe(CREATOR_SUSPEND_AFTER_UPHELD + 1)
    expect(after.suspendedUntil?.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000)
    await expect
      .poll(
        () => sent.filter((m) => m.to === creator.email && m.kind === 'appeals.statement' && m.text.includes('DSA Art. 23(1)')).length,
        { timeout: 15_000 },
      )
      .toBe(1)
  })

  it('de-prioritises, then refuses, an address with repeated manifestly unfounded notices', async () => {
    const notifier = uniqueEmail('troll')
    const standing = async () => (await t.db.select().from(notifierMisuse).where(eq(notifierMisuse.email, notifier)))[0]
    for (let i = 0; i < NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED; i++)
      await decidedNotice(t, { creator: await createUser(t.db), reviewer, outcome: 'manifestly_unfounded', notifier })
    expect((await standing()).deprioritisedAt).not.toBeNull()
    expect((await standing()).refusedUntil).toBeNull()
    for (let i = NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED; i < NOTIFIER_REFUSE_AFTER_UNFOUNDED; i++)
      await decidedNotice(t, { creator: await createUser(t.db), reviewer, outcome: 'manifestly_unfounded', notifier })
    expect((await standing()).refusedUntil?.getTime()).toBeGreaterThan(Date.now())
  })
})
