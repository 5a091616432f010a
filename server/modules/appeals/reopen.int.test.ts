import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED } from '../../../contract/appeals.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { noticeGroups, notices } from '../../db/schema/index.ts'
import { appealTokenIn, capturingMail, decidedNotice, freshAddress, mailTo, uniqueEmail } from './appeals-test-helpers.ts'

type QueueGroup = {
  id: string
  notice_count: number
  creator: { standing: { upheld: number; warned_at: string | null } }
  notices: { id: string; notifier: { unfounded: number; deprioritised: boolean; refused_until: string | null } | null }[]
}

/** A notifier's complaint upheld puts the notice back in the queue; the queue shows misuse standings (Art. 23). */
describe('complaints that reopen a notice, and misuse in the queue', () => {
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

  const queue = async (): Promise<QueueGroup[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports?limit=100',
      headers: { cookie: (await loginHeaders(t, reviewer)).cookie },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().groups
  }

  /** The notifier complains through the mail's link; the other admin reviews it. */
  async function complainAndReview(notifier: string, outcome: 'reversed' | 'upheld') {
    const token = appealTokenIn((await mailTo(sent, notifier)).text)
    const filed = await t.app.inject({
      method: 'POST',
      url: `/api/appeals/notice/${token}`,
      payload: { text: 'The photo is mine; here is the original.' },
      remoteAddress: freshAddress(),
    })
    expect(filed.statusCode, filed.body).toBe(201)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/appeals/${filed.json().id}/decision`,
      payload: { outcome, explanation: 'The notice deserved action.' },
      headers: { cookie: (await loginHeaders(t, second)).cookie },
    })
    expect(res.statusCode, res.body).toBe(200)
  }

  for (const outcome of ['no_action', 'manifestly_unfounded'] as const) {
    it(`a reversed "${outcome}" puts the notice back in the open queue for a new decision`, async () => {
      const notifier = uniqueEmail('olga')
      const { group, notice } = await decidedNotice(t, { creator: await createUser(t.db), reviewer, outcome, notifier })
      expect((await queue()).map((g) => g.id)).not.toContain(group.id)
      await complainAndReview(notifier, 'reversed')
      const [row] = await t.db.select().from(noticeGroups).where(eq(noticeGroups.id, group.id))
      expect(row).toMatchObject({ status: 'open', decidedAt: null })
      const shown = (await queue()).find((g) => g.id === group.id)
      expect(shown?.notices.map((n) => n.id)).toEqual([notice.id])
      // A new decision can be taken on it.
      const decided = await t.app.inject({
        method: 'POST',
        url: `/api/admin/reports/${group.id}/decision`,
        payload: {
          outcome: 'restrict',
          ground: 'law',
          ground_reference: 'UrhG § 15',
          ground_explanation: 'The photo belongs to the notifier.',
          facts: 'Reviewed again after the complaint.',
        },
        headers: { cookie: (await loginHeaders(t, second)).cookie },
      })
      expect(decided.statusCode, decided.body).toBe(201)
    })
  }

  it('an upheld complaint leaves the group decided; a group opened on the item since is merged into the reopened one', async () => {
    const kept = uniqueEmail('pia')
    const upheld = await decidedNotice(t, { creator: await createUser(t.db), reviewer, outcome: 'no_action', notifier: kept })
    await complainAndReview(kept, 'upheld')
    expect((await t.db.select().from(noticeGroups).where(eq(noticeGroups.id, upheld.group.id)))[0]?.status).toBe('decided')

    const notifier = uniqueEmail('quinn')
    const creator = await createUser(t.db)
    const { group, image } = await decidedNotice(t, { creator, reviewer, outcome: 'no_action', notifier })
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      remoteAddress: freshAddress(),
      payload: {
        item_kind: 'look',
        item_id: image.id,
        category: 'child_abuse',
        explanation: 'Shows a child in an abusive way.',
        good_faith: true,
      },
    })
    expect(fresh.statusCode, fresh.body).toBe(202)
    await complainAndReview(notifier, 'reversed')
    const open = await t.db.select().from(noticeGroups).where(eq(noticeGroups.itemId, image.id))
    expect(open.map((g) => [g.id, g.status, g.noticeCount])).toEqual([[group.id, 'open', 2]])
    expect((await t.db.select().from(notices).where(eq(notices.itemId, image.id))).every((n) => n.groupId === group.id)).toBe(true)
  })

  it("shows each card's creator standing and each notice sender's standing", async () => {
    const troll = uniqueEmail('troll')
    for (let i = 0; i < NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED; i++)
      await decidedNotice(t, { creator: await createUser(t.db), reviewer, outcome: 'manifestly_unfounded', notifier: troll })
    const creator = await createUser(t.db)
    await decidedNotice(t, { creator, reviewer, outcome: 'restrict' })
    const { group, notice } = await decidedNotice(t, { creator, reviewer, outcome: 'no_action', notifier: troll })
    await t.db.update(noticeGroups).set({ status: 'open', decidedAt: null }).where(eq(noticeGroups.id, group.id))
    await t.db.update(notices).set({ status: 'open' }).where(eq(notices.id, notice.id))

    const card = (await queue()).find((g) => g.id === group.id)!
    expect(card.creator.standing).toMatchObject({ upheld: 1 })
    expect(card.notices[0]?.notifier).toMatchObject({
      unfounded: NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED,
      deprioritised: true,
      refused_until: null,
    })
  })
})
