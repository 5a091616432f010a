import type { Module, ModuleDeps } from '../module.ts'
import { createStatsRepository } from './stats.repository.ts'
import { statsRoutes } from './stats.routes.ts'
import { createStatsService } from './stats.service.ts'

/** A creator's dashboard counters (written by tracking, read and reset here). */
export function createStatsModule({ db }: ModuleDeps) {
  return { service: createStatsService({ db, repo: createStatsRepository() }), routes: statsRoutes } satisfies Module
}
