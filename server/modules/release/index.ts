import type { Module, ModuleDeps } from '../module.ts'
import { createReleaseRepository } from './release.repository.ts'
import { createReleaseService } from './release.service.ts'

/** The release this process runs from: kept from builds while it runs, and checked for the health checks. */
export function createReleaseModule({ config, db, log }: ModuleDeps) {
  const release = createReleaseService({ config, db, log, repo: createReleaseRepository() })
  return {
    services: { release },
    onClose: () => release.release(),
  } satisfies Module
}
