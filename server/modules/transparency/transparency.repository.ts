import { and, asc, gte, inArray, lt, sql } from 'drizzle-orm'
import { RESTRICTIVE_OUTCOMES } from '../../../contract/moderation.ts'
import type { Executor } from '../../db/client.ts'
import { complaints, creatorMisuse, type ModerationDecision, moderationDecisions, notices, notifierMisuse } from '../../db/schema/index.ts'

export interface Period {
  /** Inclusive start and exclusive end, UTC. */
  start: Date
  end: Date
}

type Counted = { key: string | null; n: number }

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const byKey = (rows: Counted[]) => Object.fromEntries(rows.map((r) => [r.key ?? '', Number(r.n)]))

/**
 * Reads the moderation rows (decision 0081) for the transparency figures; counting only, it never
 * writes. When a notice counted: its confirmation, or its filing for a signed-in notifier.
 */
export function createTransparencyRepository() {
  const counted = sql`coalesce(${notices.confirmedAt}, ${notices.createdAt})`
  const inPeriod = (column: unknown, p: Period) => sql`${column} >= ${p.start.toISOString()} and ${column} < ${p.end.toISOString()}`
  /** The first decision on a notice's group (one per group: a later notice opens a new group). */
  const decision = sql`(select d.outcome, d.decided_at from ${moderationDecisions} d where d.group_id = ${notices.groupId} order by d.decided_at limit 1)`

  return {
    async notices(db: Executor, p: Period) {
      const base = sql`from ${notices} left join lateral ${decision} dec on true
        where ${notices.status} <> 'unconfirmed' and ${inPeriod(counted, p)}`
      const [categories, outcomes, summary] = await Promise.all([
        db.execute(sql`select ${notices.category} as key, count(*)::int as n ${base} group by 1`),
        db.execute(sql`select case when ${notices.status} = 'refused' then 'refused' else coalesce(dec.outcome, 'pending') end as key,
          count(*)::int as n ${base} group by 1`),
        db.execute(sql`select count(*)::int as total,
          count(*) filter (where ${notices.threatToLife})::int as threat,
          percentile_cont(0.5) within group (order by extract(epoch from dec.decided_at - ${counted}) / 3600)
            filter (where dec.decided_at is not null) as median ${base}`),
      ])
      const [s] = rowsOf<{ total: number; threat: number; median: number | null }>(summary)
      return {
        byCategory: byKey(rowsOf<Counted>(categories)),
        byOutcome: byKey(rowsOf<Counted>(outcomes)),
        total: Number(s?.total ?? 0),
        threatToLife: Number(s?.threat ?? 0),
        medianHours: s?.median === null || s?.median === undefined ? null : Number(s.median),
      }
    },

    async decisions(db: Executor, p: Period) {
      const where = sql`where ${inPeriod(moderationDecisions.decidedAt, p)}`
      const [outcomes, summary] = await Promise.all([
        db.execute(sql`select ${moderationDecisions.outcome} as key, count(*)::int as n from ${moderationDecisions} ${where} group by 1`),
        db.execute(sql`select count(*)::int as total,
          count(*) filter (where ${moderationDecisions.source} = 'own_initiative')::int as own,
          count(*) filter (where ${moderationDecisions.automatedDecision} or ${moderationDecisions.automatedDetection})::int as automated,
          count(*) filter (where ${moderationDecisions.reversedAt} is not null)::int as reversed
          from ${moderationDecisions} ${where}`),
      ])
      const [s] = rowsOf<{ total: number; own: number; automated: number; reversed: number }>(summary)
      return {
        byOutcome: byKey(rowsOf<Counted>(outcomes)),
        total: Number(s?.total ?? 0),
        own: Number(s?.own ?? 0),
        automated: Number(s?.automated ?? 0),
        reversed: Number(s?.reversed ?? 0),
      }
    },

    async complaints(db: Executor, p: Period) {
      const where = sql`where ${inPeriod(complaints.createdAt, p)}`
      const [states, summary] = await Promise.all([
        db.execute(sql`select coalesce(${complaints.outcome}, 'open') as key, count(*)::int as n from ${complaints} ${where} group by 1`),
        db.execute(sql`select count(*)::int as total,
          percentile_cont(0.5) within group (order by extract(epoch from ${complaints.decidedAt} - ${complaints.createdAt}) / 3600)
            filter (where ${complaints.decidedAt} is not null) as median
          from ${complaints} ${where}`),
      ])
      const [s] = rowsOf<{ total: number; median: number | null }>(summary)
      return {
        byOutcome: byKey(rowsOf<Counted>(states)),
        total: Number(s?.total ?? 0),
        medianHours: s?.median === null || s?.median === undefined ? null : Number(s.median),
      }
    },

    /** Art. 23 measures whose latest change fell in the period (each row keeps only its latest). */
    async misuse(db: Executor, p: Period) {
      const [creators, notifiers] = await Promise.all([
        db.execute(sql`select count(*)::int as n from ${creatorMisuse}
          where ${creatorMisuse.suspendedUntil} is not null and ${inPeriod(creatorMisuse.updatedAt, p)}`),
        db.execute(sql`select count(*)::int as n from ${notifierMisuse}
          where ${notifierMisuse.refusedUntil} is not null and ${inPeriod(notifierMisuse.updatedAt, p)}`),
      ])
      return {
        creators: Number(rowsOf<{ n: number }>(creators)[0]?.n ?? 0),
        notifiers: Number(rowsOf<{ n: number }>(notifiers)[0]?.n ?? 0),
      }
    },

    /** The restrictive decisions of the period, oldest first: each owes a statement to the database. */
    restrictive(db: Executor, p: Period): Promise<ModerationDecision[]> {
      return db
        .select()
        .from(moderationDecisions)
        .where(
          and(
            gte(moderationDecisions.decidedAt, p.start),
            lt(moderationDecisions.decidedAt, p.end),
            inArray(moderationDecisions.outcome, [...RESTRICTIVE_OUTCOMES]),
          ),
        )
        .orderBy(asc(moderationDecisions.decidedAt), asc(moderationDecisions.id))
    },
  }
}

export type TransparencyRepository = ReturnType<typeof createTransparencyRepository>
