import type { Stats } from '../../../contract/stats.ts'
import type { Database } from '../../db/client.ts'
import type { Actor } from '../users/users.service.ts'
import { createStatsRepository, type StatsRepository } from './stats.repository.ts'

export interface StatsDeps {
  db: Database
  repo?: StatsRepository
  now?: () => Date
}

/** The creator's dashboard stats card: their own counters only. */
export function createStatsService({ db, repo = createStatsRepository(), now = () => new Date() }: StatsDeps) {
  async function get(actor: Actor): Promise<Stats> {
    const [counters, outfits] = await Promise.all([repo.counters(db, actor.id), repo.countImages(db, actor.id)])
    return {
      outfitsUploaded: outfits.uploaded,
      outfitsTagged: outfits.tagged,
      clicks: counters?.clicks ?? 0,
      shares: counters?.shares ?? 0,
      campaign_clicks: counters?.campaignClicks ?? 0,
      reset_at: counters?.resetAt?.toISOString() ?? null,
    }
  }

  return {
    get,
    async reset(actor: Actor): Promise<Stats> {
      await repo.reset(db, actor.id, now())
      return get(actor)
    },
  }
}

export type StatsService = ReturnType<typeof createStatsService>
