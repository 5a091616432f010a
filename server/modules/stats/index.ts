import type { ModuleDeps } from '../module.ts'
import { createStatsExport } from './stats.export.ts'
import { createStatsRepository } from './stats.repository.ts'
import { statsRoutes } from './stats.routes.ts'
import { createStatsService } from './stats.service.ts'

/** A creator's dashboard counters (written by tracking, read and reset here). */
export function createStatsModule({ db }: ModuleDeps) {
  const repo = createStatsRepository()
  return {
    services: { stats: createStatsService({ db, repo }) },
    web: ['stats'] as const,
    routes: statsRoutes,
    account: { export: createStatsExport({ db, repo }) },
  }
}
