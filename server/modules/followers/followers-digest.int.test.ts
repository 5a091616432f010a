import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { followerDaily, followerDigests, followers, hiddenTags } from '../../db/schema/index.ts'
import type { MailMessage } from '../../ports/email/index.ts'
import { FOLLOWERS_DIGEST_SCAN } from './followers.jobs.ts'
import { capturingMail, confirmedFollower, freshAddress, uniqueEmail } from './followers-test-helpers.ts'

describe('new-look mail to followers', () => {
  let t: TestApp
  const { sent, port } = capturingMail()

  beforeAll(async () => {
    t = await createTestApp({ env: { FOLLOWERS_DIGEST_DELAY_MINUTES: '0', FOLLOWERS_BATCH_SIZE: '2' }, overrides: { mail: port } })
  })
  afterAll(() => t.close())

  const digestTo = (email: string) => sent.find((m) => m.to === email && m.kind === 'followers.digest')
  async function scanUntilDigest(email: string): Promise<MailMessage> {
    await t.app.jobs.send(FOLLOWERS_DIGEST_SCAN, {})
    await expect.poll(() => digestTo(email), { timeout: 20_000, interval: 200 }).toBeTruthy()
    return digestTo(email)!
  }

  it('sends one digest of the new looks per follower, in their language, with photos, tracked tag links and one-click unsubscribe', async () => {
    const creator = await createUser(t.db, { pageName: 'Layla' })
    const [en, ar, de] = [uniqueEmail('en'), uniqueEmail('ar'), uniqueEmail('de')]
    await confirmedFollower(t, sent, creator.username, en, 'en')
    await confirmedFollower(t, sent, creator.username, ar, 'ar')
    await confirmedFollower(t, sent, creator.username, de, 'de')
    const first = await createImage(t.db, creator.id, { description: 'Linen <summer> dress' })
    const second = await createImage(t.db, creator.id, { description: 'Denim jacket' })
    const tag = await createTag(t.db, first.id)
    // A tag hidden until its link is fixed is not offered: it would lead nowhere.
    const hidden = await createTag(t.db, second.id)
    await t.db.insert(hiddenTags).values({ tagId: hidden.id, userId: creator.id })

    const mail = await scanUntilDigest(en)
    expect(`${mail.html}${mail.text}`).not.toContain(hidden.id)
    expect(mail.subject).toBe('New looks from Layla (2)')
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    const oneClick = mail.headers!['List-Unsubscribe']!.match(/^<(.+)>$/)![1]!
    expect(oneClick).toMatch(new RegExp(`^${t.config.publicUrl}/api/followers/unsubscribe/`))
    expect(mail.html).toContain(`href="${t.config.publicUrl}/go/${tag.id}"`)
    expect(mail.html).toContain('Linen &lt;summer&gt; dress')
    expect(mail.html).toMatch(new RegExp(`<img src="${t.config.publicUrl}/uploads/images/[^"]+/w640\\.jpg"`))
    expect(mail.html).toContain(`${t.config.publicUrl}/${creator.username}?image=${second.id}`)
    expect(mail.text).toContain(`${t.config.publicUrl}/go/${tag.id}`)
    expect(mail.text).toContain('Unsubscribe: ')
    expect(mail.text).toContain('/followers/manage/')

    await expect.poll(() => digestTo(ar), { timeout: 20_000 }).toBeTruthy()
    const arabic = digestTo(ar)!
    expect(arabic.subject).toBe('إطلالات جديدة من Layla (2)')
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.html).toContain('text-align:right')
    // The plain-text part reads right to left too: every line starts with a right-to-left mark.
    const arabicLines = arabic.text.split('\n').filter(Boolean)
    expect(arabicLines.every((line) => line.startsWith('\u200f'))).toBe(true)
    expect(arabic.text).toContain('إلغاء الاشتراك: ')
    expect(mail.text.includes('\u200f')).toBe(false)
    await expect.poll(() => digestTo(de)?.subject, { timeout: 20_000 }).toBe('Neue Looks von Layla (2)')

    // Batches of two: three followers, every one mailed once, the digest finished.
    await expect
      .poll(async () => (await t.db.select().from(followerDigests).where(eq(followerDigests.creatorId, creator.id)))[0]?.finishedAt, {
        timeout: 20_000,
      })
      .toBeInstanceOf(Date)
    const [digest] = await t.db.select().from(followerDigests).where(eq(followerDigests.creatorId, creator.id))
    expect(digest.sent).toBe(3)
    expect(sent.filter((m) => [en, ar, de].includes(m.to) && m.kind === 'followers.digest')).toHaveLength(3)

    // One-click unsubscribe as a mail provider sends it: takes effect at once, counted for the day.
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.replace(t.config.publicUrl, ''),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: freshAddress(),
    })
    expect(res.statusCode).toBe(200)
    expect(await t.db.select().from(followers).where(eq(followers.email, en))).toHaveLength(0)
    const again = await t.app.inject({ method: 'POST', url: oneClick.replace(t.config.publicUrl, ''), remoteAddress: freshAddress() })
    expect(again.statusCode).toBe(200)
    const [day] = await t.db.select().from(followerDaily).where(eq(followerDaily.creatorId, creator.id))
    expect(day?.unsubscribed).toBe(1)
  })

  it('sends at most one digest a day per creator', async () => {
    const creator = await createUser(t.db)
    const email = uniqueEmail()
    await confirmedFollower(t, sent, creator.username, email)
    await createImage(t.db, creator.id)
    await scanUntilDigest(email)
    await createImage(t.db, creator.id)
    await t.app.jobs.send(FOLLOWERS_DIGEST_SCAN, {})
    await t.app.jobs.send(FOLLOWERS_DIGEST_SCAN, {})
    // The scans have run once the job table holds no waiting scan; no second digest row exists.
    await expect
      .poll(
        async () =>
          (
            await t.db.execute<{ n: number }>(
              `select count(*)::int as n from pgboss.job where name = '${FOLLOWERS_DIGEST_SCAN.name}' and state in ('created','active','retry')` as never,
            )
          ).rows[0]?.n,
        { timeout: 20_000 },
      )
      .toBe(0)
    expect(await t.db.select().from(followerDigests).where(eq(followerDigests.creatorId, creator.id))).toHaveLength(1)
    expect(sent.filter((m) => m.to === email && m.kind === 'followers.digest')).toHaveLength(1)
  })

  it('mails nobody who has not confirmed', async () => {
    const creator = await createUser(t.db)
    const confirmed = uniqueEmail()
    await confirmedFollower(t, sent, creator.username, confirmed)
    const pending = uniqueEmail()
    await t.app.inject({
      method: 'POST',
      url: `/api/followers/${creator.username}`,
      payload: { email: pending, consent: true },
      remoteAddress: freshAddress(),
    })
    await createImage(t.db, creator.id)
    await scanUntilDigest(confirmed)
    expect(sent.filter((m) => m.to === pending && m.kind === 'followers.digest')).toHaveLength(0)
  })

  it('refuses a forged or malformed unsubscribe token and changes nothing', async () => {
    const creator = await createUser(t.db)
    const email = uniqueEmail()
    await confirmedFollower(t, sent, creator.username, email)
    const [row] = await t.db.select().from(followers).where(eq(followers.email, email))
    const forged = `${Buffer.from(row.id).toString('base64url')}.AAAAAAAAAAAAAAAAAAAAAAAA`
    for (const token of [forged, 'not-a-token-at-all']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/followers/unsubscribe/${token}`, remoteAddress: freshAddress() })
      expect(res.statusCode).toBe(400)
    }
    expect(await t.db.select().from(followers).where(eq(followers.email, email))).toHaveLength(1)
  })
})
