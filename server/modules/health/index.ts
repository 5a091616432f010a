import type { Module, ModuleDeps } from '../module.ts'
import type { ReleaseService } from '../release/release.service.ts'
import { createHealthRepository } from './health.repository.ts'
import { healthRoutes } from './health.routes.ts'
import { createHealthService } from './health.service.ts'

/** Liveness and readiness for load balancers and operators. */
export function createHealthModule({ config, db, jobs, storage, privateFiles, release }: ModuleDeps & { release: ReleaseService }) {
  // Both stores must work: a payment writes its invoice, the AI studio its photos.
  const files = { ping: async () => void (await Promise.all([storage.ping(), privateFiles.ping()])) }
  return {
    services: {
      health: createHealthService({ db, jobs, storage: files, mail: config.mail.transport, release, repo: createHealthRepository() }),
    },
    routes: healthRoutes,
  } satisfies Module
}
