import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EEA_COUNTRIES } from '../../../contract/moderation.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { complaints, moderationDecisions, noticeGroups, notices } from '../../db/schema/index.ts'

const at = (iso: string) => new Date(iso)
const query = 'from=2030-03-01&to=2030-03-31'

describe('transparency figures and statements (DSA Art. 15, 24)', () => {
  let t: TestApp
  let admin: { cookie: string }
  let creator: { cookie: string }
  beforeAll(async () => {
    t = await createTestApp()
    admin = await loginHeaders(t, await createAdmin(t.db))
    creator = await loginHeaders(t, await createUser(t.db))
    await seedMarch2030(t)
  })
  afterAll(() => t.close())

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  it('answers only admins, asks for a session before checking the dates, and refuses bad periods in words', async () => {
    for (const path of ['/api/admin/transparency', '/api/admin/transparency/report.csv', '/api/admin/transparency/statements.json']) {
      expect((await get(`${path}?from=nonsense`)).statusCode, path).toBe(401)
      expect((await get(`${path}?${query}`, creator.cookie)).statusCode, path).toBe(403)
      expect((await get(`${path}?${query}`, admin.cookie)).statusCode, path).toBe(200)
    }
    const reversed = await get('/api/admin/transparency?from=2030-03-31&to=2030-03-01', admin.cookie)
    expect(reversed.statusCode).toBe(400)
    expect(reversed.json().details[0]).toMatchObject({ field: 'to' })
    expect((await get('/api/admin/transparency?from=2029-01-01&to=2030-03-01', admin.cookie)).statusCode).toBe(400)
  })

  it('counts the period’s notices by category and outcome with the median time to decision, complaints and suspensions', async () => {
    const report = (await get(`/api/admin/transparency?${query}`, admin.cookie)).json()
    expect(report.notices).toMatchObject({
      total: 4,
      threat_to_life: 1,
      by_category: { intellectual_property: 2, unsafe_product: 1, terms: 1, violence: 0 },
      by_outcome: { restrict: 2, no_action: 1, pending: 1, remove: 0 },
      // Decided after 2 h and 6 h (the unconfirmed notice and April's do not count).
      median_hours_to_decision: 4,
    })
    expect(report.decisions).toMatchObject({ total: 3, own_initiative: 1, automated: 0, reversed: 1 })
    expect(report.decisions.by_outcome).toMatchObject({ restrict: 1, no_action: 1, suspend_shop: 1 })
    expect(report.complaints).toMatchObject({ total: 2, by_outcome: { reversed: 1, open: 1, upheld: 0 }, median_hours_to_decision: 24 })
    expect(report.suspensions).toMatchObject({ shop: 1, account: 0 })
  })

  it('downloads the figures as CSV', async () => {
    const res = await get(`/api/admin/transparency/report.csv?${query}`, admin.cookie)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toContain('transparency-2030-03-01-2030-03-31.csv')
    expect(res.body).toContain('notices_by_category,intellectual_property,2\r\n')
    expect(res.body).toContain('notices,median_hours_to_decision,4\r\n')
  })

  it('exports the restrictive decisions as statements in the Transparency Database fields', async () => {
    const { statements } = (await get(`/api/admin/transparency/statements.json?${query}`, admin.cookie)).json()
    expect(statements).toHaveLength(2)
    const [restricted, shop] = statements
    expect(restricted).toEqual({
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      end_date_visibility_restriction: '2030-09-10',
      decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
      illegal_content_legal_ground: 'Art. 97 UrhG',
      illegal_content_explanation: 'The photo is the notifier’s own work.',
      category: 'STATEMENT_CATEGORY_INTELLECTUAL_PROPERTY_INFRINGEMENTS',
      decision_facts: 'A look copied a photographer’s picture.',
      territorial_scope: [...EEA_COUNTRIES],
      content_type: ['CONTENT_TYPE_IMAGE'],
      content_date: '2030-02-20',
      application_date: '2030-03-10',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      puid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(shop).toMatchObject({
      decision_monetary: 'DECISION_MONETARY_SUSPENSION',
      decision_provision: 'DECISION_PROVISION_PARTIAL_SUSPENSION',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      incompatible_content_ground: 'Terms § 7',
      source_type: 'SOURCE_VOLUNTARY',
      content_type: ['CONTENT_TYPE_TEXT'],
    })
    expect(shop.end_date_monetary_restriction).toBeUndefined()
  })
})

/** March 2030: four counted notices (one more unconfirmed, one in April), three decisions, two complaints. */
async function seedMarch2030(t: TestApp) {
  const look = randomUUID()
  const decision = (values: Partial<typeof moderationDecisions.$inferInsert>) => ({
    source: 'notice' as const,
    itemKind: 'look' as const,
    itemId: look,
    creatorUsername: 'someone',
    outcome: 'restrict' as const,
    category: 'intellectual_property' as const,
    ground: 'law' as const,
    groundReference: 'Art. 97 UrhG',
    groundExplanation: 'The photo is the notifier’s own work.',
    facts: 'A look copied a photographer’s picture.',
    territorialScope: [...EEA_COUNTRIES],
    reviewerUsername: 'admin',
    ...values,
  })
  const [copied, product, open] = await t.db
    .insert(noticeGroups)
    .values([
      { itemKind: 'look', itemId: look, creatorUsername: 'someone', status: 'decided' },
      { itemKind: 'product', itemId: randomUUID(), creatorUsername: 'someone', status: 'decided' },
      { itemKind: 'campaign', itemId: randomUUID(), creatorUsername: 'someone', status: 'open' },
    ])
    .returning()
  const [restricted] = await t.db
    .insert(moderationDecisions)
    .values([
      decision({
        groupId: copied!.id,
        decidedAt: at('2030-03-10T12:00:00Z'),
        endsAt: at('2030-09-10T12:00:00Z'),
        contentDate: at('2030-02-20T08:00:00Z'),
        reversedAt: at('2030-03-12T12:00:00Z'),
      }),
      decision({
        groupId: product!.id,
        outcome: 'no_action',
        itemKind: 'product',
        category: 'unsafe_product',
        decidedAt: at('2030-03-05T16:00:00Z'),
      }),
      decision({
        source: 'own_initiative',
        outcome: 'suspend_shop',
        itemKind: 'creator',
        category: 'terms',
        ground: 'terms',
        groundReference: 'Terms § 7',
        decidedAt: at('2030-03-20T09:00:00Z'),
      }),
    ])
    .returning()
  const notice = (values: Partial<typeof notices.$inferInsert>) => ({
    itemKind: 'look' as const,
    itemId: look,
    itemUrl: 'http://localhost/x',
    category: 'intellectual_property' as const,
    explanation: 'This is my photograph.',
    goodFaith: true,
    reporterEmail: 'notifier@example.com',
    language: 'en' as const,
    status: 'decided' as const,
    ...values,
  })
  await t.db.insert(notices).values([
    // Decided 2 h and 6 h after counting.
    notice({ groupId: copied!.id, createdAt: at('2030-03-10T10:00:00Z'), threatToLife: true }),
    notice({ groupId: copied!.id, createdAt: at('2030-03-09T20:00:00Z'), confirmedAt: at('2030-03-10T06:00:00Z') }),
    notice({
      groupId: product!.id,
      category: 'unsafe_product',
      itemKind: 'product',
      createdAt: at('2030-03-05T09:00:00Z'),
      confirmedAt: at('2030-03-05T12:00:00Z'),
    }),
    notice({ groupId: open!.id, category: 'terms', itemKind: 'campaign', status: 'open', createdAt: at('2030-03-25T10:00:00Z') }),
    // Neither counts in March: never confirmed, and received in April.
    notice({ status: 'unconfirmed', createdAt: at('2030-03-11T10:00:00Z') }),
    notice({ groupId: open!.id, status: 'open', createdAt: at('2030-04-02T10:00:00Z') }),
  ])
  await t.db.insert(complaints).values([
    {
      decisionId: restricted!.id,
      complainantKind: 'creator',
      complainantKey: randomUUID(),
      language: 'en',
      text: 'It is my own photo.',
      status: 'decided',
      outcome: 'reversed',
      createdAt: at('2030-03-11T12:00:00Z'),
      decidedAt: at('2030-03-12T12:00:00Z'),
    },
    {
      decisionId: restricted!.id,
      complainantKind: 'notifier',
      complainantKey: 'n@example.com',
      language: 'de',
      text: 'Bitte prüfen.',
      createdAt: at('2030-03-13T12:00:00Z'),
    },
  ])
}
