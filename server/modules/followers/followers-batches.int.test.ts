import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { followerDigests, followers } from '../../db/schema/index.ts'
import { createTranslator, loadCatalogs } from '../../i18n.ts'
import type { MailMessage } from '../../ports/email/index.ts'
import { createDigestSender } from './followers.digest.ts'
import { createFollowersRepository } from './followers.repository.ts'
import { followerLinks } from './followers.service.ts'
import { uniqueEmail } from './followers-test-helpers.ts'
import { createLinkSigner } from './tokens.ts'

describe('digest batches', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** A creator with `n` confirmed followers, a new look and its digest; a sender whose mail server can be down. */
  async function digestFor(n: number, refuse: (to: string) => boolean) {
    const creator = await createUser(t.db)
    const emails = Array.from({ length: n }, () => uniqueEmail())
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000)
    await t.db
      .insert(followers)
      .values(emails.map((email) => ({ creatorId: creator.id, email, language: 'en' as const, createdAt: hourAgo, confirmedAt: hourAgo })))
    await createImage(t.db, creator.id)
    const delivered: MailMessage[] = []
    const warnings: unknown[] = []
    const sender = createDigestSender({
      db: t.db,
      repo: createFollowersRepository(),
      mail: {
        kind: 'smtp',
        send: async (m) => {
          if (refuse(m.to)) throw new Error('refused')
          delivered.push(m)
        },
      },
      storage: { url: (key) => `/uploads/${key}` },
      translator: createTranslator(loadCatalogs()),
      links: followerLinks(
        'https://looktag.test',
        createLinkSigner(() => 'batch-test-secret-batch-test-secret'),
      ),
      publicUrl: 'https://looktag.test',
      settings: { delayMinutes: 0, perMinute: 6000, batchSize: 10 },
      log: { warn: (...args: unknown[]) => void warnings.push(args) },
      now: () => new Date(Date.now() + 1000),
      group: 2,
    })
    const digest = await sender.create(creator.id)
    if (!digest) throw new Error('no digest')
    return { sender, digest, emails, delivered, warnings }
  }

  it('retries a batch from the last finished group when the mail server went down, mailing nobody twice', async () => {
    let down = false
    const { sender, digest, emails, delivered } = await digestFor(5, () => down)
    const original = delivered.push.bind(delivered)
    delivered.push = (...m) => {
      const n = original(...m)
      if (n === 2) down = true
      return n
    }
    await expect(sender.sendBatch({ digestId: digest.id, after: null })).rejects.toThrow('refused')
    expect(delivered).toHaveLength(2)

    down = false
    expect(await sender.sendBatch({ digestId: digest.id, after: null })).toBeNull()
    expect(delivered.map((m) => m.to).sort()).toEqual([...emails].sort())
    const [row] = await t.db.select().from(followerDigests).where(eq(followerDigests.id, digest.id))
    expect(row?.sent).toBe(5)
    expect(row?.finishedAt).toBeInstanceOf(Date)
  })

  it('skips a single refused address and counts only the mails that went', async () => {
    let refused = ''
    const { sender, digest, emails, delivered, warnings } = await digestFor(4, (to) => to === refused)
    refused = emails[1]!
    expect(await sender.sendBatch({ digestId: digest.id, after: null })).toBeNull()
    expect(delivered.map((m) => m.to).sort()).toEqual(emails.filter((e) => e !== refused).sort())
    expect(warnings).toHaveLength(1)
    const [row] = await t.db.select().from(followerDigests).where(eq(followerDigests.id, digest.id))
    expect(row?.sent).toBe(3)
  })

  it('hands the next batch on after a full one', async () => {
    const { sender, digest, delivered } = await digestFor(12, () => false)
    const next = await sender.sendBatch({ digestId: digest.id, after: null })
    expect(next?.after).toBeTruthy()
    expect(delivered).toHaveLength(10)
    expect(await sender.sendBatch(next!)).toBeNull()
    expect(delivered).toHaveLength(12)
  })
})
