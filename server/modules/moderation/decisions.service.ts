import { DAY_MS } from '../../../contract/dates.ts'
import {
  type DecisionGround,
  type DecisionOutcome,
  EEA_COUNTRIES,
  type ReportCategory,
  type ReportItemKind,
  TIMED_OUTCOMES,
} from '../../../contract/moderation.ts'
import type { DecisionJson, ReportQueue } from '../../../contract/moderation-api.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { ModerationDecision } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { DecisionsRepository } from './decisions.repository.ts'
import { creatorChanged } from './enforcement.ts'
import { findItem, type ReportedItem } from './items.ts'
import { readQueue, summary } from './queue.ts'

export type Actor = { id: string; role: 'user' | 'admin'; username: string }

/** Runs inside the decision's transaction once its rows are written (statements of reasons, misuse counts). */
export type DecisionHook = (tx: Executor, decision: ModerationDecision) => Promise<void>

export interface DecideInput {
  outcome: DecisionOutcome
  ground: DecisionGround
  category?: ReportCategory
  ground_reference: string
  ground_explanation: string
  facts: string
  territorial_scope?: string[]
  duration_days?: number | null
}

export interface DecisionsDeps {
  db: Database
  repo: DecisionsRepository
  audit: AuditRecorder
  storage: StoragePort
  publicUrl: string
  now?: () => Date
}

/** Which outcomes fit an item (a deleted item can only be closed; a creator is suspended, not removed). */
function available(outcome: DecisionOutcome, kind: ReportItemKind, item: ReportedItem | undefined) {
  if (outcome === 'no_action' || outcome === 'manifestly_unfounded') return true
  if (!item) return false
  return !(outcome === 'remove' && kind === 'creator')
}

export const decisionJson = (d: ModerationDecision): DecisionJson => ({
  ...summary(d),
  group_id: d.groupId,
  item_id: d.itemId,
  ground_reference: d.groundReference,
  ground_explanation: d.groundExplanation,
  facts: d.facts,
  territorial_scope: d.territorialScope,
  ends_at: d.endsAt?.toISOString() ?? null,
  automated_detection: d.automatedDetection,
  reviewer_username: d.reviewerUsername,
})

/**
 * The admin's decisions on notices (DSA Art. 16(6), 17): one per group, recorded with its ground,
 * scope and period, applied in the same transaction (an item goes dark, a shop or an account is
 * suspended; a removed item is deleted once its complaint window passes, retention.ts), audited, then handed to the hooks (statements of reasons). No automated
 * means are used: every decision names its reviewer.
 */
export function createDecisionsService({ db, repo, audit, storage, publicUrl, ...deps }: DecisionsDeps) {
  const now = deps.now ?? (() => new Date())
  const hooks: DecisionHook[] = []

  function requireAdmin(actor: Actor) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  /** Records and applies one decision. */
  async function record(
    tx: Executor,
    actor: Actor,
    target: { groupId: string | null; kind: ReportItemKind; id: string; creatorId: string | null; creatorUsername: string },
    input: DecideInput,
  ) {
    const at = now()
    const item = await findItem(tx, target.kind, target.id, false)
    if (!available(input.outcome, target.kind, item)) throw new AppError('REPORT_OUTCOME_UNAVAILABLE')
    const category = input.category ?? (target.groupId ? await repo.mainCategory(tx, target.groupId) : undefined) ?? 'other_illegal'
    const timed = TIMED_OUTCOMES.includes(input.outcome)
    const endsAt = timed && input.duration_days ? new Date(at.getTime() + input.duration_days * DAY_MS) : null
    const creatorId = item?.creatorId ?? target.creatorId
    const decision = await repo.insertDecision(tx, {
      groupId: target.groupId,
      source: target.groupId ? 'notice' : 'own_initiative',
      itemKind: target.kind,
      itemId: target.id,
      creatorId,
      creatorUsername: item?.creatorUsername ?? target.creatorUsername,
      outcome: input.outcome,
      category,
      ground: input.ground,
      groundReference: input.ground_reference,
      groundExplanation: input.ground_explanation,
      facts: input.facts,
      territorialScope: input.territorial_scope?.length ? input.territorial_scope : [...EEA_COUNTRIES],
      endsAt,
      contentDate: item?.createdAt ?? null,
      reviewerId: actor.id,
      reviewerUsername: actor.username,
      decidedAt: at,
    })
    const base = { decisionId: decision.id, creatorId, startsAt: at, endsAt }
    // A removed item stays dark, not deleted, until its complaint window passes (decision 0089).
    if (input.outcome === 'restrict' || input.outcome === 'remove')
      await repo.insertRestriction(tx, { ...base, kind: 'item', itemKind: target.kind, itemId: target.id })
    if (creatorId && (input.outcome === 'suspend_shop' || input.outcome === 'suspend_account')) {
      const kind = input.outcome === 'suspend_shop' ? 'shop' : 'account'
      await repo.insertRestriction(tx, { ...base, kind, itemKind: 'creator', itemId: creatorId })
      if (kind === 'account') await repo.suspendAccount(tx, creatorId, at)
    }
    if (target.groupId) await repo.closeGroup(tx, target.groupId, at)
    await audit.record(tx, {
      actorId: actor.id,
      action: `moderation.${input.outcome}`,
      target: { id: creatorId ?? target.id, username: decision.creatorUsername },
      details: {
        decision_id: decision.id,
        group_id: target.groupId,
        item_kind: target.kind,
        item_id: target.id,
        category,
        ground: input.ground,
        ground_reference: input.ground_reference,
        ends_at: endsAt?.toISOString() ?? null,
      },
      reason: input.facts,
    })
    if (decision.creatorUsername) await creatorChanged(tx, decision.creatorUsername)
    for (const hook of hooks) await hook(tx, decision)
    return decision
  }

  return {
    /** Statements of reasons and misuse counts hook in here (server/modules/appeals). */
    onDecision(hook: DecisionHook) {
      hooks.push(hook)
    },

    /** The decision on an open group of notices. */
    async decide(actor: Actor, groupId: string, input: DecideInput): Promise<ModerationDecision> {
      requireAdmin(actor)
      return db.transaction(async (tx) => {
        const group = await repo.lockGroup(tx, groupId)
        if (!group) throw new AppError('NOT_FOUND')
        if (group.status !== 'open') throw new AppError('REPORT_ALREADY_DECIDED')
        const target = {
          groupId,
          kind: group.itemKind,
          id: group.itemId,
          creatorId: group.creatorId,
          creatorUsername: group.creatorUsername,
        }
        return record(tx, actor, target, input)
      })
    },

    /** A decision without a notice (the admin's own initiative, e.g. a suspension for misuse, Art. 23). */
    async decideOwnInitiative(actor: Actor, target: { kind: ReportItemKind; id: string }, input: DecideInput) {
      requireAdmin(actor)
      return db.transaction(async (tx) => {
        const item = await findItem(tx, target.kind, target.id, false)
        if (!item) throw new AppError('REPORT_ITEM_NOT_FOUND')
        return record(tx, actor, { groupId: null, ...target, creatorId: item.creatorId, creatorUsername: item.creatorUsername }, input)
      })
    },

    /**
     * Undoes a decision's restrictions (a complaint reversed it): the item comes back (a removed one
     * too: it is kept until its complaint window passes), the shop reopens, the account is unblocked.
     */
    async liftDecision(tx: Executor, decisionId: string, at = now()) {
      const decision = await repo.decision(tx, decisionId)
      if (!decision) throw new AppError('NOT_FOUND')
      const lifted = await repo.liftRestrictions(tx, decisionId, at)
      for (const r of lifted) if (r.kind === 'account' && r.creatorId) await repo.unsuspendAccount(tx, r.creatorId)
      await repo.markReversed(tx, decisionId, at)
      if (decision.creatorUsername) await creatorChanged(tx, decision.creatorUsername)
      return decision
    },

    /** Ends account suspensions whose period is over (their block goes with them). */
    async endSuspensions() {
      const at = now()
      const ended = await repo.endedAccountSuspensions(db, at)
      for (const r of ended) {
        await db.transaction(async (tx) => {
          await repo.markLifted(tx, r.id, r.endsAt ?? at)
          if (r.creatorId) {
            await repo.unsuspendAccount(tx, r.creatorId)
            await creatorChanged(tx, r.creatorId)
          }
        })
      }
      return ended.length
    },

    /** The admin's queue: each open group with its notices, the item, earlier decisions and misuse standings. */
    async queue(actor: Actor, f: { category?: ReportCategory; limit: number }): Promise<ReportQueue> {
      requireAdmin(actor)
      return readQueue({ db, repo, storage, publicUrl, now }, f)
    },

    /**
     * A complaint upheld a notifier's complaint against "no action" or "manifestly unfounded": the
     * notices go back to the open queue for a new decision (joining any group opened on the item since).
     */
    async reopenGroup(tx: Executor, groupId: string) {
      await repo.reopenGroup(tx, groupId)
    },
  }
}

export type DecisionsService = ReturnType<typeof createDecisionsService>
