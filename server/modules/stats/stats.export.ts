import type { Database } from '../../db/client.ts'
import type { AccountExport } from '../../lib/account-export.ts'
import type { StatsRepository } from './stats.repository.ts'

/** The dashboard counters as they stand (the daily numbers come from growth). */
export function createStatsExport({ db, repo }: { db: Database; repo: StatsRepository }) {
  return async (userId: string): Promise<AccountExport> => ({ json: { 'stats/counters.json': (await repo.counters(db, userId)) ?? null } })
}
