import type { MisuseOverview, MisuseSuspensionInput } from '../../../contract/appeals.ts'
import { MisuseSuspensionInput as SuspensionSchema } from '../../../contract/appeals.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { DecisionsService } from '../moderation/decisions.service.ts'
import type { Translator } from '../module.ts'
import type { AppealsRepository } from './appeals.repository.ts'
import type { Actor } from './appeals.service.ts'
import { standingOfCreator, standingOfNotifier } from './misuse.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** How many creators and addresses the overview lists. */
const LEADERS = 50

/**
 * Art. 23 for the admin: who has repeated upheld or manifestly unfounded notices, and the suspension
 * the admin may set (for the period they choose) once a warned creator keeps collecting upheld ones.
 */
export function createMisuseAdmin(deps: {
  db: Database
  repo: AppealsRepository
  moderation: Pick<DecisionsService, 'decideOwnInitiative'>
  translator: Translator
  now?: () => Date
}) {
  const { db, repo, moderation, translator } = deps
  const now = deps.now ?? (() => new Date())
  const requireAdmin = (actor: Actor) => {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  return {
    async overview(actor: Actor): Promise<MisuseOverview> {
      requireAdmin(actor)
      const { creators, notifiers } = await repo.misuseLeaders(db, LEADERS)
      const at = now()
      return {
        creators: creators.map(({ standing, username }) => ({
          id: standing.creatorId,
          username,
          ...standingOfCreator(standing),
          suspended_until: standing.suspendedUntil && standing.suspendedUntil > at ? standing.suspendedUntil.toISOString() : null,
        })),
        notifiers: notifiers.map((row) => ({ email: row.email, ...standingOfNotifier(row, at) })),
      }
    },

    /** Suspends the account for `duration_days` as a decision of its own (statement, complaint and all). */
    async suspend(actor: Actor & { username: string }, creatorId: string, input: MisuseSuspensionInput) {
      requireAdmin(actor)
      const { duration_days, facts } = SuspensionSchema.parse(input)
      const [row] = await repo.creatorStandings(db, [creatorId])
      if (!row || !standingOfCreator(row).suspension_suggested) throw new AppError('MISUSE_SUSPENSION_NOT_DUE')
      const account = await repo.account(db, creatorId)
      const t = translator(account?.language ?? 'en')
      const decision = await moderation.decideOwnInitiative(
        actor,
        { kind: 'creator', id: creatorId },
        {
          outcome: 'suspend_account',
          ground: 'terms',
          category: 'terms',
          ground_reference: 'DSA Art. 23(1)',
          ground_explanation: t('appeals.misuse.explanation', { number: row.upheldCount }),
          facts,
          duration_days,
        },
      )
      await repo.markSuspended(db, creatorId, new Date(now().getTime() + duration_days * DAY_MS))
      return { decision_id: decision.id }
    },
  }
}

export type MisuseAdmin = ReturnType<typeof createMisuseAdmin>
