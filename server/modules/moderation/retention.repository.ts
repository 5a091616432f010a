import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { moderationDecisions } from '../../db/schema/index.ts'

/** Removals and notifier identities past their complaint window (decision 0089). */
export function createRetentionRepository() {
  return {
    /** Removals decided before `cutoff`, not reversed nor purged, without an open complaint. */
    async removalsDue(db: Executor, cutoff: Date, limit: number) {
      return db
        .select()
        .from(moderationDecisions)
        .where(
          and(
            eq(moderationDecisions.outcome, 'remove'),
            isNull(moderationDecisions.purgedAt),
            isNull(moderationDecisions.reversedAt),
            lte(moderationDecisions.decidedAt, cutoff),
            sql`not exists (select 1 from complaints c where c.decision_id = ${moderationDecisions.id} and c.status = 'open')`,
          ),
        )
        .orderBy(moderationDecisions.decidedAt)
        .limit(limit)
    },

    /** The removal, locked, while it is still due (a complaint or a reversal meanwhile keeps the item). */
    async lockDueRemoval(tx: Executor, id: string) {
      const [row] = await tx
        .select()
        .from(moderationDecisions)
        .where(
          and(
            eq(moderationDecisions.id, id),
            isNull(moderationDecisions.purgedAt),
            isNull(moderationDecisions.reversedAt),
            sql`not exists (select 1 from complaints c where c.decision_id = ${moderationDecisions.id} and c.status = 'open')`,
          ),
        )
        .for('update')
      return row
    },

    async markPurged(tx: Executor, id: string, at: Date) {
      await tx.update(moderationDecisions).set({ purgedAt: at }).where(eq(moderationDecisions.id, id))
    },

    /**
     * Clears the notifier's name and address from notices whose group's latest decision is older
     * than `cutoff` and has no open complaint, and from the statements and complaints that copy
     * them (an anonymous notifier's complaint is then keyed by the notice). Answers how many notices.
     */
    async clearIdentities(tx: Executor, cutoff: Date, at: Date, limit: number) {
      const cleared = await tx.execute<{ id: string }>(sql`update notices set reporter_name = null, reporter_email = null,
        identity_cleared_at = ${at} where id in (
          select n.id from notices n join notice_groups g on g.id = n.group_id
          where g.status = 'decided' and n.identity_cleared_at is null
            and (n.reporter_email is not null or n.reporter_name is not null)
            and exists (select 1 from moderation_decisions d where d.group_id = g.id)
            and not exists (select 1 from moderation_decisions d where d.group_id = g.id and d.decided_at > ${cutoff})
            and not exists (select 1 from complaints c join moderation_decisions d on d.id = c.decision_id
              where d.group_id = g.id and c.status = 'open')
          limit ${limit})
        returning id`)
      const ids = cleared.rows.map((r) => r.id)
      if (ids.length === 0) return 0
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
      await tx.execute(sql`update statements_of_reasons set recipient_email = null where notice_id in (${list})`)
      await tx.execute(sql`update complaints set complainant_email = null,
        complainant_key = case when complainant_kind = 'notifier' then 'notice:' || notice_id::text else complainant_key end
        where notice_id in (${list})`)
      return ids.length
    },
  }
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>
