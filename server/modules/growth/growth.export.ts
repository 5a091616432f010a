import type { Database } from '../../db/client.ts'
import type { AccountExport } from '../../lib/account-export.ts'
import type { GrowthRepository } from './growth.repository.ts'

/** Every day's totals per metric, from the first rollup on (the raw events are not kept long). */
const ALL_DAYS = { from: '2000-01-01', to: '9999-12-31' }

export function createGrowthExport({ db, repo }: { db: Database; repo: Pick<GrowthRepository, 'perDay'> }) {
  return async (userId: string): Promise<AccountExport> => ({ json: { 'stats/daily.json': await repo.perDay(db, userId, ALL_DAYS) } })
}
