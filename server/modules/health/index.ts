import type { Module, ModuleDeps } from '../module.ts'
import { createHealthRepository } from './health.repository.ts'
import { healthRoutes } from './health.routes.ts'
import { createHealthService } from './health.service.ts'

/** Liveness and readiness for load balancers and operators. */
export function createHealthModule({ db, jobs, storage }: ModuleDeps) {
  return { service: createHealthService({ db, jobs, storage, repo: createHealthRepository() }), routes: healthRoutes } satisfies Module
}
