import { MAX_EXPIRY_DAYS } from '../../../contract/admin.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Actor } from './images.service.ts'
import { createUploadRulesRepository, type UploadRulesRepository } from './upload-rules.repository.ts'

/**
 * The platform's upload rules (latest allowed expiry, whether a look must say if it is an ad):
 * read by every upload, changed by admins (audited). Read on each use, so there is no cache to drop.
 */
export function createUploadRulesService(deps: { db: Database; audit?: AuditRecorder; repo?: UploadRulesRepository }) {
  const { db, audit } = deps
  const repo = deps.repo ?? createUploadRulesRepository()

  function assertAdmin(actor: Actor) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  return {
    read: () => repo.read(db),

    async setMaxExpiryDays(actor: Actor, days: number) {
      assertAdmin(actor)
      if (!Number.isInteger(days) || days < MAX_EXPIRY_DAYS.min || days > MAX_EXPIRY_DAYS.max) {
        throw new AppError('VALIDATION_FAILED', [{ field: 'maxExpiryDays', key: 'admin.max_expiry_invalid' }])
      }
      await db.transaction(async (tx) => {
        const previous = await repo.setMaxExpiryDays(tx, days, actor.id)
        await audit?.record(tx, { actorId: actor.id, action: 'settings.max_expiry', details: { from: previous, to: days } })
      })
      return { maxExpiryDays: days }
    },

    async setRequireDisclosure(actor: Actor, required: boolean) {
      assertAdmin(actor)
      await db.transaction(async (tx) => {
        const previous = await repo.setRequireDisclosure(tx, required, actor.id)
        await audit?.record(tx, { actorId: actor.id, action: 'settings.require_disclosure', details: { from: previous, to: required } })
      })
      return { required }
    },
  }
}

export type UploadRulesService = ReturnType<typeof createUploadRulesService>
