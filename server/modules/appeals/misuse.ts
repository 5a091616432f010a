import {
  CREATOR_SUSPEND_AFTER_UPHELD,
  CREATOR_WARN_AFTER_UPHELD,
  type CreatorStanding,
  NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED,
  NOTIFIER_REFUSAL_DAYS,
  NOTIFIER_REFUSE_AFTER_UNFOUNDED,
  type NotifierStanding,
} from '../../../contract/appeals.ts'
import { DAY_MS } from '../../../contract/dates.ts'
import { RESTRICTIVE_OUTCOMES } from '../../../contract/moderation.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { ModerationDecision } from '../../db/schema/index.ts'
import type { AppealsRepository } from './appeals.repository.ts'

type CreatorRow = Awaited<ReturnType<AppealsRepository['creatorStandings']>>[number]
type NotifierRow = Awaited<ReturnType<AppealsRepository['notifierStandings']>>[number]

export function standingOfCreator(row: CreatorRow): CreatorStanding {
  return {
    upheld: row.upheldCount,
    warned_at: row.warnedAt?.toISOString() ?? null,
    suspension_suggested: Boolean(row.warnedAt) && row.upheldCount >= CREATOR_SUSPEND_AFTER_UPHELD,
  }
}

export function standingOfNotifier(row: NotifierRow, now: Date): NotifierStanding {
  return {
    unfounded: row.unfoundedCount,
    deprioritised: Boolean(row.deprioritisedAt),
    refused_until: row.refusedUntil && row.refusedUntil > now ? row.refusedUntil.toISOString() : null,
  }
}

/**
 * Art. 23: upheld notices counted per creator (a warning at the first threshold, a suspension
 * offered to the admin from the next) and manifestly unfounded notices per notifier address (its
 * notices sort last, then are refused for a period). A reversed decision takes its count back.
 */
export function createMisuse({ db, repo, now = () => new Date() }: { db: Database; repo: AppealsRepository; now?: () => Date }) {
  return {
    async creators(ids: string[]) {
      return repo.creatorStandings(db, [...new Set(ids)])
    },

    /** Standings by address, for the queue (addresses without any are left out). */
    async notifiers(emails: string[]): Promise<Map<string, NotifierStanding>> {
      const rows = await repo.notifierStandings(db, [...new Set(emails.map((e) => e.toLowerCase()))])
      const at = now()
      return new Map(rows.map((row) => [row.email, standingOfNotifier(row, at)]))
    },

    /** Until when new notices from the address are refused, or null (the intake asks before accepting one). */
    async refusedUntil(email: string, executor: Executor = db): Promise<Date | null> {
      const [row] = await repo.notifierStandings(executor, [email.toLowerCase()])
      return row?.refusedUntil && row.refusedUntil > now() ? row.refusedUntil : null
    },

    /** Counts an upheld notice; true when this one crosses the warning threshold (the caller warns). */
    async upheld(tx: Executor, creatorId: string) {
      const row = await repo.countUpheld(tx, creatorId)
      const warn = !row.warnedAt && row.upheldCount >= CREATOR_WARN_AFTER_UPHELD
      if (warn) await repo.markWarned(tx, creatorId, now())
      return { count: row.upheldCount, warn }
    },

    /** Counts a manifestly unfounded notice of the address; answers its standing now. */
    async unfounded(tx: Executor, email: string) {
      const at = now()
      const row = await repo.countUnfounded(tx, email.toLowerCase(), at, {
        deprioritise: NOTIFIER_DEPRIORITISE_AFTER_UNFOUNDED,
        refuse: NOTIFIER_REFUSE_AFTER_UNFOUNDED,
        refuseUntil: new Date(at.getTime() + NOTIFIER_REFUSAL_DAYS * DAY_MS),
      })
      return standingOfNotifier(row, at)
    },

    /** A reversed decision no longer counts against the creator or its notifiers. */
    async undo(tx: Executor, decision: ModerationDecision) {
      if (RESTRICTIVE_OUTCOMES.includes(decision.outcome) && decision.creatorId && decision.groupId)
        await repo.uncountUpheld(tx, decision.creatorId)
      if (decision.outcome !== 'manifestly_unfounded' || !decision.groupId) return
      for (const notice of await repo.noticesOfGroup(tx, decision.groupId)) {
        if (notice.reporterEmail) await repo.uncountUnfounded(tx, notice.reporterEmail)
      }
    },
  }
}

export type MisuseService = ReturnType<typeof createMisuse>
