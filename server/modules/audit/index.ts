import type { Database } from '../../db/client.ts'
import type { Module } from '../module.ts'
import { createAuditRepository } from './audit.repository.ts'
import { createAuditService } from './audit.service.ts'

/** The admin audit trail; every module records through it (ModuleDeps.audit). Read through the admin module. */
export function createAuditModule({ db }: { db: Database }) {
  return { services: { audit: createAuditService({ db, repo: createAuditRepository() }) } } satisfies Module
}
