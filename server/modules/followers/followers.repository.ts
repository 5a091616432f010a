import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Language } from '../../../contract/language.ts'
import type { Executor } from '../../db/client.ts'
import { followerDaily, followerDigests, followers, hiddenTags, images, tags, users } from '../../db/schema/index.ts'
import { creatorNotRestricted, notRestricted } from '../moderation/enforcement.ts'

type DailyColumn = 'requested' | 'confirmed' | 'unsubscribed'

/** A creator who may be followed: their page is public (paid, approved, a creator). */
const followable = and(eq(users.approved, true), eq(users.paymentStatus, 'paid'), eq(users.role, 'user'))

/** Followers, their daily counts and the digests: the only code of this module that knows the tables. */
export function createFollowersRepository() {
  return {
    async followableCreator(db: Executor, username: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, pageName: users.pageName })
        .from(users)
        .where(and(sql`lower(${users.username}) = lower(${username})`, followable))
        .limit(1)
      return row
    },

    async creatorById(db: Executor, id: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, pageName: users.pageName })
        .from(users)
        .where(and(eq(users.id, id), followable))
      return row
    },

    async find(db: Executor, creatorId: string, email: string) {
      const [row] = await db
        .select()
        .from(followers)
        .where(and(eq(followers.creatorId, creatorId), eq(followers.email, email)))
      return row
    },

    /** Serialises follow requests of one address until the transaction ends: the hourly count and the new request are one step. */
    async lockAddress(tx: Executor, email: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`followers.request:${email}`}))`)
    },

    /** Follow requests this address made since `since` (over all creators, confirmed or not). */
    async requestsSince(db: Executor, email: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(followers)
        .where(and(eq(followers.email, email), gte(followers.confirmSentAt, since)))
      return row?.n ?? 0
    },

    async insertRequest(db: Executor, row: { creatorId: string; email: string; language: Language; tokenHash: string; now: Date }) {
      const inserted = await db
        .insert(followers)
        .values({
          creatorId: row.creatorId,
          email: row.email,
          language: row.language,
          confirmTokenHash: row.tokenHash,
          confirmSentAt: row.now,
          createdAt: row.now,
        })
        .onConflictDoNothing()
        .returning({ id: followers.id })
      return inserted[0]?.id ?? null
    },

    async renewRequest(db: Executor, id: string, row: { language: Language; tokenHash: string; now: Date }) {
      await db
        .update(followers)
        .set({ language: row.language, confirmTokenHash: row.tokenHash, confirmSentAt: row.now })
        .where(and(eq(followers.id, id), isNull(followers.confirmedAt)))
    },

    /** Confirms the request holding this token (the token is cleared: it works once). */
    async confirm(db: Executor, tokenHash: string, now: Date, notBefore: Date) {
      const [row] = await db
        .update(followers)
        .set({ confirmedAt: now, confirmTokenHash: null })
        .where(and(eq(followers.confirmTokenHash, tokenHash), isNull(followers.confirmedAt), gte(followers.createdAt, notBefore)))
        .returning()
      return row
    },

    async byId(db: Executor, id: string) {
      const [row] = await db.select().from(followers).where(eq(followers.id, id))
      return row
    },

    async delete(db: Executor, id: string) {
      const [row] = await db.delete(followers).where(eq(followers.id, id)).returning()
      return row
    },

    /** Deletes unconfirmed requests made before `before`; returns how many went. */
    async deleteExpired(db: Executor, before: Date) {
      const rows = await db
        .delete(followers)
        .where(and(isNull(followers.confirmedAt), lt(followers.createdAt, before)))
        .returning({ id: followers.id })
      return rows.length
    },

    /** The creators an address follows (confirmed), for its own page. */
    async followingOf(db: Executor, email: string) {
      return db
        .select({ id: followers.id, username: users.username, pageName: users.pageName, confirmedAt: followers.confirmedAt })
        .from(followers)
        .innerJoin(users, eq(users.id, followers.creatorId))
        .where(and(eq(followers.email, email), isNotNull(followers.confirmedAt)))
        .orderBy(desc(followers.confirmedAt))
    },

    async count(db: Executor, creatorId: string) {
      const [row] = await db
        .select({
          confirmed: sql<number>`count(*) filter (where ${followers.confirmedAt} is not null)::int`,
          pending: sql<number>`count(*) filter (where ${followers.confirmedAt} is null)::int`,
        })
        .from(followers)
        .where(eq(followers.creatorId, creatorId))
      return row ?? { confirmed: 0, pending: 0 }
    },

    async totals(db: Executor) {
      const [row] = await db
        .select({
          confirmed: sql<number>`count(*) filter (where ${followers.confirmedAt} is not null)::int`,
          pending: sql<number>`count(*) filter (where ${followers.confirmedAt} is null)::int`,
          creators: sql<number>`count(distinct ${followers.creatorId}) filter (where ${followers.confirmedAt} is not null)::int`,
        })
        .from(followers)
      return row ?? { confirmed: 0, pending: 0, creators: 0 }
    },

    /** Confirmed followers, newest first. */
    async list(db: Executor, creatorId: string, page: { limit: number; offset: number }) {
      return db
        .select({ email: followers.email, language: followers.language, confirmedAt: followers.confirmedAt })
        .from(followers)
        .where(and(eq(followers.creatorId, creatorId), isNotNull(followers.confirmedAt)))
        .orderBy(desc(followers.confirmedAt), asc(followers.id))
        .limit(page.limit)
        .offset(page.offset)
    },

    /** Confirmed followers after `afterId`, in id order (export and digest batches). */
    async confirmedAfter(db: Executor, creatorId: string, afterId: string | null, limit: number) {
      return db
        .select({ id: followers.id, email: followers.email, language: followers.language, confirmedAt: followers.confirmedAt })
        .from(followers)
        .where(and(eq(followers.creatorId, creatorId), isNotNull(followers.confirmedAt), afterId ? gt(followers.id, afterId) : undefined))
        .orderBy(asc(followers.id))
        .limit(limit)
    },

    /** Moves the digest past `throughId` (one row, not one per follower), counting the mails that went. */
    async markSent(db: Executor, digestId: string, throughId: string, delivered: number) {
      await db
        .update(followerDigests)
        .set({ sentThrough: throughId, sent: sql`${followerDigests.sent} + ${delivered}` })
        .where(eq(followerDigests.id, digestId))
    },

    async countDay(db: Executor, creatorId: string, day: string, column: DailyColumn) {
      await db
        .insert(followerDaily)
        .values({ creatorId, day, [column]: 1 })
        .onConflictDoUpdate({ target: [followerDaily.creatorId, followerDaily.day], set: { [column]: sql`${followerDaily[column]} + 1` } })
    },

    async daily(db: Executor, creatorId: string, from: string, to?: string) {
      return db
        .select({
          day: followerDaily.day,
          requested: followerDaily.requested,
          confirmed: followerDaily.confirmed,
          unsubscribed: followerDaily.unsubscribed,
        })
        .from(followerDaily)
        .where(and(eq(followerDaily.creatorId, creatorId), gte(followerDaily.day, from), to ? lte(followerDaily.day, to) : undefined))
        .orderBy(asc(followerDaily.day))
    },

    async dailyAll(db: Executor, creatorId: string) {
      return db.select().from(followerDaily).where(eq(followerDaily.creatorId, creatorId)).orderBy(asc(followerDaily.day))
    },

    /**
     * Creators with confirmed followers, looks published since their last digest (or their first
     * follower), none newer than `settledBefore`, and no digest since `lastBefore`.
     */
    async creatorsDue(db: Executor, settledBefore: Date, lastBefore: Date, limit: number, creatorId?: string) {
      const result = await db.execute<{ creator_id: string }>(sql`
        select u.id as creator_id from ${users} u
        where u.approved and u.payment_status = 'paid' and u.role = 'user' ${creatorId ? sql`and u.id = ${creatorId}` : sql``}
          and ${creatorNotRestricted(sql`u.id`)}
          and exists (select 1 from ${followers} f where f.creator_id = u.id and f.confirmed_at is not null)
          and not exists (select 1 from ${followerDigests} d where d.creator_id = u.id and d.created_at >= ${lastBefore})
          and exists (
            select 1 from ${images} i where i.user_id = u.id
              and i.published_at > coalesce((select max(d.covers_until) from ${followerDigests} d where d.creator_id = u.id), ${lastBefore})
          )
          and not exists (
            select 1 from ${images} i where i.user_id = u.id and i.published_at > ${settledBefore}
          )
        limit ${limit}`)
      return result.rows.map((r) => r.creator_id)
    },

    /**
     * Looks of a creator published after their last digest up to `until`, newest first, still live (drafts never).
     * Before the first digest: those of the day before (`firstSince`), whether or not a follower had
     * confirmed yet when they went up.
     */
    async newLooks(db: Executor, creatorId: string, range: { until: Date; firstSince: Date; today: string }, limit: number) {
      const result = await db.execute<{ id: string; description: string | null; created_at: string }>(sql`
        select i.id, i.description, i.created_at from ${images} i
        where i.user_id = ${creatorId} and i.published_at <= ${range.until} and i.expiry_date >= ${range.today}
          and ${notRestricted('look', sql`i.id`)}
          and i.published_at > coalesce((select max(d.covers_until) from ${followerDigests} d where d.creator_id = ${creatorId}), ${range.firstSince})
        order by i.published_at desc limit ${limit}`)
      return result.rows.map((r) => ({ id: r.id, description: r.description, createdAt: new Date(r.created_at) }))
    },

    /** When the creator's last digest was made (null before the first). */
    async lastDigestAt(db: Executor, creatorId: string) {
      const [row] = await db
        .select({ at: sql<string | null>`max(${followerDigests.createdAt})` })
        .from(followerDigests)
        .where(eq(followerDigests.creatorId, creatorId))
      return row?.at ? new Date(row.at) : null
    },

    async insertDigest(db: Executor, row: { creatorId: string; imageIds: string[]; coversUntil: Date }) {
      const [created] = await db.insert(followerDigests).values(row).returning()
      return created
    },

    async digest(db: Executor, id: string) {
      const [row] = await db.select().from(followerDigests).where(eq(followerDigests.id, id))
      return row
    },

    async finishDigest(db: Executor, id: string, now: Date) {
      await db
        .update(followerDigests)
        .set({ finishedAt: now })
        .where(and(eq(followerDigests.id, id), isNull(followerDigests.finishedAt)))
    },

    /** The digest's looks with their photo variants and the ids of their shown tags (newest first). */
    async looks(db: Executor, ids: string[]) {
      if (ids.length === 0) return []
      const rows = await db
        .select({
          id: images.id,
          description: images.description,
          variants: images.variants,
          storageKey: images.storageKey,
          createdAt: images.createdAt,
        })
        .from(images)
        // A look restricted after the digest was made is left out of the mails still to go.
        .where(and(inArray(images.id, ids), notRestricted('look', images.id)))
        .orderBy(desc(images.createdAt))
      const tagRows = await db
        .select({ id: tags.id, imageId: tags.imageId })
        .from(tags)
        .where(
          and(
            inArray(tags.imageId, ids),
            sql`not exists (select 1 from ${hiddenTags} h where h.tag_id = ${tags.id})`,
            notRestricted('tag_link', tags.id),
          ),
        )
        .orderBy(asc(tags.createdAt), asc(tags.id))
      return rows.map((r) => ({ ...r, tagIds: tagRows.filter((t) => t.imageId === r.id).map((t) => t.id) }))
    },
  }
}

export type FollowersRepository = ReturnType<typeof createFollowersRepository>
