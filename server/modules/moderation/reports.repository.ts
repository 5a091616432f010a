import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { ReportCategory, ReportItemKind } from '../../../contract/moderation.ts'
import type { Executor } from '../../db/client.ts'
import { type Notice, noticeGroups, notices, notifierMisuse, users } from '../../db/schema/index.ts'

export interface NewNotice {
  itemKind: ReportItemKind
  itemId: string
  creatorId: string
  itemUrl: string
  category: ReportCategory
  explanation: string
  threatToLife: boolean
  reporterUserId: string | null
  reporterName: string | null
  reporterEmail: string | null
  language: Notice['language']
}

/** Notices and their grouping per item: the intake's reads and writes. */
export function createReportsRepository() {
  return {
    /** Serializes intake per address and per item, so the caps below hold under a burst. */
    async lock(tx: Executor, key: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`moderation.report:${key}`}))`)
    },

    async accountOf(db: Executor, userId: string) {
      const [row] = await db
        .select({ email: users.email, username: users.username, pageName: users.pageName })
        .from(users)
        .where(eq(users.id, userId))
      return row
    },

    /** Notices filed from an address since `since` (confirmed or not). */
    async countByEmailSince(db: Executor, email: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(notices)
        .where(and(eq(notices.reporterEmail, email), gte(notices.createdAt, since)))
      return row?.n ?? 0
    },

    /** Notices on an item still waiting for their address to be confirmed, filed since `since`. */
    async countUnconfirmedForItemSince(db: Executor, kind: ReportItemKind, id: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(notices)
        .where(and(eq(notices.itemKind, kind), eq(notices.itemId, id), eq(notices.status, 'unconfirmed'), gte(notices.createdAt, since)))
      return row?.n ?? 0
    },

    /** An unconfirmed notice from this address on this item: a repeat re-sends nothing. */
    async pendingFrom(db: Executor, email: string, kind: ReportItemKind, id: string) {
      const [row] = await db
        .select()
        .from(notices)
        .where(and(eq(notices.reporterEmail, email), eq(notices.itemKind, kind), eq(notices.itemId, id), eq(notices.status, 'unconfirmed')))
        .limit(1)
      return row
    },

    async refusedUntil(db: Executor, email: string, at: Date): Promise<Date | null> {
      const [row] = await db.select({ until: notifierMisuse.refusedUntil }).from(notifierMisuse).where(eq(notifierMisuse.email, email))
      return row?.until && row.until > at ? row.until : null
    },

    async insert(
      db: Executor,
      row: NewNotice & { status: Notice['status']; confirmTokenHash?: string; confirmSentAt?: Date; confirmedAt?: Date },
    ) {
      const [inserted] = await db
        .insert(notices)
        .values({ ...row, goodFaith: true })
        .returning()
      return inserted!
    },

    /**
     * Puts a counted notice into its item's open group, opening one when there is none (the
     * partial unique index makes two concurrent first notices meet in one group).
     */
    async addToGroup(db: Executor, notice: Notice, creatorUsername: string, at: Date) {
      const [group] = await db
        .insert(noticeGroups)
        .values({
          itemKind: notice.itemKind,
          itemId: notice.itemId,
          creatorId: notice.creatorId,
          creatorUsername,
          threatToLife: notice.threatToLife,
          noticeCount: 1,
          createdAt: at,
          lastNoticeAt: at,
        })
        .onConflictDoUpdate({
          target: [noticeGroups.itemKind, noticeGroups.itemId],
          targetWhere: sql`status = 'open'`,
          set: {
            noticeCount: sql`${noticeGroups.noticeCount} + 1`,
            threatToLife: sql`${noticeGroups.threatToLife} or excluded.threat_to_life`,
            lastNoticeAt: at,
          },
        })
        .returning({ id: noticeGroups.id })
      await db.update(notices).set({ groupId: group!.id, status: 'open' }).where(eq(notices.id, notice.id))
      return group!.id
    },

    /** Uses a confirm token once: the notice, when it was still waiting and not too old. */
    async confirm(db: Executor, tokenHash: string, at: Date, notBefore: Date) {
      const [row] = await db
        .update(notices)
        .set({ confirmTokenHash: null, confirmedAt: at })
        .where(
          and(
            eq(notices.confirmTokenHash, tokenHash),
            eq(notices.status, 'unconfirmed'),
            gte(notices.createdAt, notBefore),
            isNull(notices.confirmedAt),
          ),
        )
        .returning()
      return row
    },

    /** Unconfirmed notices older than `before` go (they never counted). */
    async purgeUnconfirmed(db: Executor, before: Date) {
      const rows = await db
        .delete(notices)
        .where(and(eq(notices.status, 'unconfirmed'), lt(notices.createdAt, before)))
        .returning({ id: notices.id })
      return rows.length
    },
  }
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>
