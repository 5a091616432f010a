import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  complaints,
  creatorMisuse,
  moderationDecisions,
  notices,
  notifierMisuse,
  statementsOfReasons,
  users,
} from '../../db/schema/index.ts'

export type NewComplaint = typeof complaints.$inferInsert

/** Decisions, their complaints, statements and the misuse counts: the only code of this module that knows the tables. */
export function createAppealsRepository() {
  /** When the first counted notice of a decision's group arrived (null: own initiative). */
  const firstNoticeAt = sql<Date | null>`(select min(${notices.createdAt}) from ${notices} where ${notices.groupId} = ${moderationDecisions.groupId} and ${notices.status} <> 'unconfirmed')`

  return {
    async decision(db: Executor, id: string) {
      const [row] = await db
        .select({ decision: moderationDecisions, noticeAt: firstNoticeAt })
        .from(moderationDecisions)
        .where(eq(moderationDecisions.id, id))
      return row
    },

    /** Decisions about a creator's content or account, newest first, with the creator's complaint. */
    async decisionsAbout(db: Executor, creatorId: string, outcomes: readonly string[]) {
      return db
        .select({ decision: moderationDecisions, noticeAt: firstNoticeAt, complaint: complaints })
        .from(moderationDecisions)
        .leftJoin(complaints, and(eq(complaints.decisionId, moderationDecisions.id), eq(complaints.complainantKey, creatorId)))
        .where(and(eq(moderationDecisions.creatorId, creatorId), inArray(moderationDecisions.outcome, outcomes as never)))
        .orderBy(desc(moderationDecisions.decidedAt))
        .limit(200)
    },

    async notice(db: Executor, id: string) {
      const [row] = await db.select().from(notices).where(eq(notices.id, id))
      return row
    },

    /** The decision taken on a notice's group (the newest, should the item be decided again later). */
    async decisionOfGroup(db: Executor, groupId: string) {
      const [row] = await db
        .select({ id: moderationDecisions.id })
        .from(moderationDecisions)
        .where(eq(moderationDecisions.groupId, groupId))
        .orderBy(desc(moderationDecisions.decidedAt))
        .limit(1)
      return row?.id
    },

    /** The counted notices a decision answers (their notifiers hear of it). */
    async noticesOfGroup(db: Executor, groupId: string) {
      return db
        .select()
        .from(notices)
        .where(and(eq(notices.groupId, groupId), ne(notices.status, 'unconfirmed')))
    },

    async complaintOf(db: Executor, decisionId: string, complainantKey: string) {
      const [row] = await db
        .select()
        .from(complaints)
        .where(and(eq(complaints.decisionId, decisionId), eq(complaints.complainantKey, complainantKey)))
      return row
    },

    /** The new complaint, or undefined when this complainant already complained (the unique index decides, also at once). */
    async insertComplaint(db: Executor, values: NewComplaint) {
      const [row] = await db.insert(complaints).values(values).onConflictDoNothing().returning()
      return row
    },

    async complaintForUpdate(tx: Executor, id: string) {
      const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update')
      return row
    },

    async decideComplaint(
      tx: Executor,
      id: string,
      values: { outcome: 'upheld' | 'reversed'; explanation: string; reviewerId: string; reviewerUsername: string; at: Date },
    ) {
      await tx
        .update(complaints)
        .set({
          status: 'decided',
          outcome: values.outcome,
          outcomeExplanation: values.explanation,
          reviewerId: values.reviewerId,
          reviewerUsername: values.reviewerUsername,
          decidedAt: values.at,
        })
        .where(eq(complaints.id, id))
    },

    /** Open complaints first (oldest first), then the latest decided ones. */
    async adminComplaints(db: Executor) {
      return db
        .select({ complaint: complaints, decision: moderationDecisions })
        .from(complaints)
        .innerJoin(moderationDecisions, eq(moderationDecisions.id, complaints.decisionId))
        .orderBy(sql`${complaints.status} = 'open' desc`, asc(complaints.createdAt))
        .limit(200)
    },

    async adminComplaint(db: Executor, id: string) {
      const [row] = await db
        .select({ complaint: complaints, decision: moderationDecisions })
        .from(complaints)
        .innerJoin(moderationDecisions, eq(moderationDecisions.id, complaints.decisionId))
        .where(eq(complaints.id, id))
      return row
    },

    /** Another admin who can act (not blocked) besides `adminId`. */
    async otherAdminExists(db: Executor, adminId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), ne(users.id, adminId), isNull(users.blockedAt)))
        .limit(1)
      return Boolean(row)
    },

    async account(db: Executor, id: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, email: users.email, language: users.language })
        .from(users)
        .where(eq(users.id, id))
      return row
    },

    async insertStatement(db: Executor, values: typeof statementsOfReasons.$inferInsert) {
      await db.insert(statementsOfReasons).values({ ...values, sentAt: values.sentAt ?? new Date() })
    },

    /** Adds an upheld notice to the creator's count; answers the new count and whether they were warned. */
    async countUpheld(tx: Executor, creatorId: string) {
      const [row] = await tx
        .insert(creatorMisuse)
        .values({ creatorId, upheldCount: 1 })
        .onConflictDoUpdate({
          target: creatorMisuse.creatorId,
          set: { upheldCount: sql`${creatorMisuse.upheldCount} + 1`, updatedAt: new Date() },
        })
        .returning()
      return row
    },

    async markWarned(tx: Executor, creatorId: string, at: Date) {
      await tx.update(creatorMisuse).set({ warnedAt: at }).where(eq(creatorMisuse.creatorId, creatorId))
    },

    /** Takes an upheld notice back off the count (its decision was reversed). */
    async uncountUpheld(tx: Executor, creatorId: string) {
      await tx
        .update(creatorMisuse)
        .set({ upheldCount: sql`greatest(${creatorMisuse.upheldCount} - 1, 0)` })
        .where(eq(creatorMisuse.creatorId, creatorId))
    },

    async countUnfounded(tx: Executor, email: string, at: Date, thresholds: { deprioritise: number; refuse: number; refuseUntil: Date }) {
      const next = sql`${notifierMisuse.unfoundedCount} + 1`
      const [row] = await tx
        .insert(notifierMisuse)
        .values({
          email,
          unfoundedCount: 1,
          deprioritisedAt: thresholds.deprioritise <= 1 ? at : null,
          refusedUntil: thresholds.refuse <= 1 ? thresholds.refuseUntil : null,
        })
        .onConflictDoUpdate({
          target: notifierMisuse.email,
          set: {
            unfoundedCount: next,
            deprioritisedAt: sql`coalesce(${notifierMisuse.deprioritisedAt}, case when ${next} >= ${thresholds.deprioritise} then ${at.toISOString()}::timestamptz end)`,
            refusedUntil: sql`case when ${next} >= ${thresholds.refuse} then ${thresholds.refuseUntil.toISOString()}::timestamptz else ${notifierMisuse.refusedUntil} end`,
            updatedAt: at,
          },
        })
        .returning()
      return row
    },

    /** Takes a manifestly unfounded notice back off the address's count (its decision was reversed). */
    async uncountUnfounded(tx: Executor, email: string) {
      await tx
        .update(notifierMisuse)
        .set({ unfoundedCount: sql`greatest(${notifierMisuse.unfoundedCount} - 1, 0)` })
        .where(eq(notifierMisuse.email, email))
    },

    /** The creators with most upheld notices, and the addresses with most unfounded ones. */
    async misuseLeaders(db: Executor, limit: number) {
      const [creators, notifiers] = await Promise.all([
        db
          .select({ standing: creatorMisuse, username: users.username })
          .from(creatorMisuse)
          .innerJoin(users, eq(users.id, creatorMisuse.creatorId))
          .where(sql`${creatorMisuse.upheldCount} > 0`)
          .orderBy(desc(creatorMisuse.upheldCount))
          .limit(limit),
        db
          .select()
          .from(notifierMisuse)
          .where(sql`${notifierMisuse.unfoundedCount} > 0`)
          .orderBy(desc(notifierMisuse.unfoundedCount))
          .limit(limit),
      ])
      return { creators, notifiers }
    },

    async markSuspended(tx: Executor, creatorId: string, until: Date | null) {
      await tx.update(creatorMisuse).set({ suspendedUntil: until, updatedAt: new Date() }).where(eq(creatorMisuse.creatorId, creatorId))
    },

    async creatorStandings(db: Executor, creatorIds: string[]) {
      if (creatorIds.length === 0) return []
      return db.select().from(creatorMisuse).where(inArray(creatorMisuse.creatorId, creatorIds))
    },

    async notifierStandings(db: Executor, emails: string[]) {
      if (emails.length === 0) return []
      return db.select().from(notifierMisuse).where(inArray(notifierMisuse.email, emails))
    },
  }
}

export type AppealsRepository = ReturnType<typeof createAppealsRepository>
