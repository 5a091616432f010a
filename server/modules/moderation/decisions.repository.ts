import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { ReportCategory, ReportItemKind } from '../../../contract/moderation.ts'
import type { Executor } from '../../db/client.ts'
import {
  creatorMisuse,
  type ModerationDecision,
  moderationDecisions,
  noticeGroups,
  notices,
  notifierMisuse,
  type Restriction,
  restrictions,
  type StoredImage,
  users,
} from '../../db/schema/index.ts'

type NewDecision = typeof moderationDecisions.$inferInsert

/** Decisions, their restrictions and the queue of open groups. */
export function createDecisionsRepository() {
  return {
    /** The group, locked for the decision (a second admin deciding at once waits, then sees it decided). */
    async lockGroup(tx: Executor, id: string) {
      const [row] = await tx.select().from(noticeGroups).where(eq(noticeGroups.id, id)).for('update')
      return row
    },

    /** The category most of the group's notices name (the first filed wins a tie). */
    async mainCategory(db: Executor, groupId: string): Promise<ReportCategory | undefined> {
      const [row] = await db
        .select({ category: notices.category })
        .from(notices)
        .where(eq(notices.groupId, groupId))
        .groupBy(notices.category)
        .orderBy(desc(sql`count(*)`), asc(sql`min(${notices.createdAt})`))
        .limit(1)
      return row?.category
    },

    async insertDecision(tx: Executor, row: NewDecision) {
      const [inserted] = await tx.insert(moderationDecisions).values(row).returning()
      return inserted!
    },

    async insertRestriction(tx: Executor, row: typeof restrictions.$inferInsert) {
      await tx.insert(restrictions).values(row)
    },

    async closeGroup(tx: Executor, groupId: string, at: Date) {
      await tx.update(noticeGroups).set({ status: 'decided', decidedAt: at }).where(eq(noticeGroups.id, groupId))
      await tx.update(notices).set({ status: 'decided' }).where(eq(notices.groupId, groupId))
    },

    /** Blocks the account as the admin's block does (sessions revoked); the suspension's end lifts it. */
    async suspendAccount(tx: Executor, userId: string, at: Date) {
      await tx
        .update(users)
        .set({ approved: false, blockedAt: at, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId))
    },

    /** Unblocks the account unless another suspension is still in force. */
    async unsuspendAccount(tx: Executor, userId: string) {
      await tx.execute(sql`update users set approved = true, blocked_at = null where id = ${userId} and blocked_at is not null
        and not exists (select 1 from restrictions r where r.creator_id = ${userId} and r.kind = 'account'
          and r.lifted_at is null and (r.ends_at is null or r.ends_at > now()))`)
    },

    /** Deletes a removed item's rows; answers the storage keys of its files (deleted after commit). */
    async deleteItem(tx: Executor, kind: ReportItemKind, id: string): Promise<string[]> {
      if (kind === 'look') {
        const rows = await tx.execute(sql`delete from images where id = ${id} returning storage_key, variants`)
        return rows.rows.flatMap((r) => [r.storage_key as string, ...(r.variants as { key: string }[]).map((v) => v.key)])
      }
      if (kind === 'product') {
        const rows = await tx.execute(sql`delete from products where id = ${id} returning images, banner_url`)
        return rows.rows.flatMap((r) => [
          ...(r.images as StoredImage[]).flatMap((image) => [image.key, ...image.variants.map((v) => v.key)]),
          ...(r.banner_url ? [r.banner_url as string] : []),
        ])
      }
      if (kind === 'campaign') {
        const rows = await tx.execute(sql`delete from campaigns where id = ${id} returning image_url`)
        return rows.rows.flatMap((r) => (r.image_url ? [r.image_url as string] : []))
      }
      if (kind === 'tag_link') await tx.execute(sql`delete from tags where id = ${id}`)
      return []
    },

    async decision(db: Executor, id: string) {
      const [row] = await db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id))
      return row
    },

    /** Lifts what the decision holds back; answers the restrictions that were in force. */
    async liftRestrictions(tx: Executor, decisionId: string, at: Date): Promise<Restriction[]> {
      return tx
        .update(restrictions)
        .set({ liftedAt: at })
        .where(and(eq(restrictions.decisionId, decisionId), isNull(restrictions.liftedAt)))
        .returning()
    },

    async markReversed(tx: Executor, decisionId: string, at: Date) {
      await tx.update(moderationDecisions).set({ reversedAt: at }).where(eq(moderationDecisions.id, decisionId))
    },

    /** Account suspensions past their end that still block the account. */
    async endedAccountSuspensions(db: Executor, at: Date) {
      return db
        .select()
        .from(restrictions)
        .where(and(eq(restrictions.kind, 'account'), isNull(restrictions.liftedAt), lte(restrictions.endsAt, at)))
        .limit(500)
    },

    async markLifted(tx: Executor, id: string, at: Date) {
      await tx.update(restrictions).set({ liftedAt: at }).where(eq(restrictions.id, id))
    },

    /** Open groups: threats to life first; groups whose every notice is from a de-prioritised address last; then oldest. */
    async openGroups(db: Executor, f: { category?: ReportCategory; limit: number }) {
      const deprioritised = sql`not exists (select 1 from notices n left join notifier_misuse m on m.email = n.reporter_email
        where n.group_id = ${noticeGroups.id} and m.deprioritised_at is null)`
      const where = and(
        eq(noticeGroups.status, 'open'),
        f.category ? sql`exists (select 1 from notices n where n.group_id = ${noticeGroups.id} and n.category = ${f.category})` : undefined,
      )
      const [groups, [total]] = await Promise.all([
        db
          .select()
          .from(noticeGroups)
          .where(where)
          .orderBy(desc(noticeGroups.threatToLife), asc(deprioritised), asc(noticeGroups.createdAt))
          .limit(f.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(noticeGroups).where(where),
      ])
      return { groups, total: total?.n ?? 0 }
    },

    async noticesOf(db: Executor, groupIds: string[]) {
      if (groupIds.length === 0) return []
      return db.select().from(notices).where(inArray(notices.groupId, groupIds)).orderBy(asc(notices.createdAt))
    },

    /** Misuse counts (Art. 23) of these creators and notifier addresses, for the queue. */
    async standings(db: Executor, creatorIds: string[], emails: string[]) {
      const [creators, notifiers] = await Promise.all([
        creatorIds.length ? db.select().from(creatorMisuse).where(inArray(creatorMisuse.creatorId, creatorIds)) : [],
        emails.length ? db.select().from(notifierMisuse).where(inArray(notifierMisuse.email, emails)) : [],
      ])
      return { creators, notifiers }
    },

    /**
     * Puts a decided group back in the open queue. A group opened on the item since is merged
     * into it (one open group per item), keeping the older group's place in the queue.
     */
    async reopenGroup(tx: Executor, groupId: string) {
      const [group] = await tx.select().from(noticeGroups).where(eq(noticeGroups.id, groupId)).for('update')
      if (!group || group.status === 'open') return
      const [other] = await tx
        .select()
        .from(noticeGroups)
        .where(and(eq(noticeGroups.itemKind, group.itemKind), eq(noticeGroups.itemId, group.itemId), eq(noticeGroups.status, 'open')))
        .for('update')
      if (other) {
        await tx.update(notices).set({ groupId }).where(eq(notices.groupId, other.id))
        await tx.delete(noticeGroups).where(eq(noticeGroups.id, other.id))
      }
      await tx
        .update(noticeGroups)
        .set({
          status: 'open',
          decidedAt: null,
          noticeCount: group.noticeCount + (other?.noticeCount ?? 0),
          threatToLife: group.threatToLife || Boolean(other?.threatToLife),
          lastNoticeAt: other && other.lastNoticeAt > group.lastNoticeAt ? other.lastNoticeAt : group.lastNoticeAt,
        })
        .where(eq(noticeGroups.id, groupId))
      await tx
        .update(notices)
        .set({ status: 'open' })
        .where(and(eq(notices.groupId, groupId), eq(notices.status, 'decided')))
    },

    /** Earlier decisions on these items or creators, newest first (a few each). */
    async earlier(db: Executor, items: { kind: ReportItemKind; id: string }[], creatorIds: string[]): Promise<ModerationDecision[]> {
      const conditions = [
        ...items.map((i) => and(eq(moderationDecisions.itemKind, i.kind), eq(moderationDecisions.itemId, i.id))),
        ...(creatorIds.length ? [inArray(moderationDecisions.creatorId, creatorIds)] : []),
      ]
      if (conditions.length === 0) return []
      return db
        .select()
        .from(moderationDecisions)
        .where(or(...conditions))
        .orderBy(desc(moderationDecisions.decidedAt))
        .limit(200)
    },
  }
}

export type DecisionsRepository = ReturnType<typeof createDecisionsRepository>
