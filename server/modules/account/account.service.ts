import type { Readable } from 'node:stream'
import { EXPORT_INTERVAL_MINUTES, exportFileName } from '../../../contract/account.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { ZipEntry } from '../../lib/zip.ts'
import { zipStream } from '../../lib/zip.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { AuthService } from '../auth/auth.service.ts'
import type { AccountContribution } from '../module.ts'
import type { Actor } from '../users/users.service.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'

interface AccountDeps {
  db: Database
  audit: Pick<AuditService, 'recordUnlessWithin' | 'record'>
  accounts: Pick<UsersAdminService, 'findById' | 'deleteOwnAccount' | 'deleteAccount'>
  auth: Pick<AuthService, 'confirmPassword'>
  /** Every module's part of an account; the export asks each for its own. */
  parts: readonly AccountContribution[]
  now?: () => Date
}

export interface ExportArchive {
  fileName: string
  stream: Readable
}

/**
 * Data rights (decision 0026): the export archive and account deletion, for the account holder and
 * for an admin acting on a request. This module knows no tables: each module exports its own part
 * and removes its own rows; here are the rules around them (who, how often, audited).
 */
export function createAccountService({ db, audit, accounts, auth, parts, now = () => new Date() }: AccountDeps) {
  /** The archive: a manifest, then each module's JSON and files, one file in memory at a time. */
  async function* entries(userId: string, at: Date): AsyncGenerator<ZipEntry> {
    const json = (name: string, value: unknown) => ({ name, data: Buffer.from(`${JSON.stringify(value, null, 2)}\n`) })
    yield json('export.json', { account_id: userId, exported_at: at.toISOString(), format: 1 })
    for (const part of parts) {
      const exported = await part.export?.(userId)
      if (!exported) continue
      for (const [name, value] of Object.entries(exported.json)) yield json(name, value)
      for (const file of exported.files ?? []) {
        // A file whose row exists but whose bytes are gone (a crash mid-upload) is skipped, not fatal.
        const data = await file.read()
        if (data) yield { name: file.name, data }
      }
    }
  }

  async function archiveOf(userId: string, at: Date): Promise<ExportArchive> {
    const user = await accounts.findById(userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    return { fileName: exportFileName(user.username, at), stream: zipStream(entries(userId, at)) }
  }

  return {
    /** The signed-in account's archive, at most once per EXPORT_INTERVAL_MINUTES; audited. */
    async exportOwn(actor: Actor): Promise<ExportArchive> {
      const at = now()
      const user = await accounts.findById(actor.id)
      if (!user) throw new AppError('UNAUTHORIZED')
      const target = { id: user.id, username: user.username }
      const next = await audit.recordUnlessWithin({ actorId: actor.id, action: 'account.export', target }, EXPORT_INTERVAL_MINUTES, at)
      if (next)
        throw new AppError('EXPORT_TOO_SOON', undefined, {
          params: { minutes: Math.max(1, Math.ceil((next.getTime() - at.getTime()) / 60_000)) },
        })
      return archiveOf(actor.id, at)
    },

    /** An admin downloads an account's archive on its holder's request; audited with the reference. */
    async exportFor(actor: Actor, userId: string, reference?: string): Promise<ExportArchive> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const at = now()
      const user = await accounts.findById(userId)
      if (!user) throw new AppError('USER_NOT_FOUND')
      const target = { id: user.id, username: user.username }
      await audit.record(db, { actorId: actor.id, action: 'account.export', target, reason: reference || null })
      return archiveOf(userId, at)
    },

    /** The holder deletes their own account after re-entering the password (throttled like a login). */
    async deleteOwn(actor: Actor, password: string, client: { ip: string }) {
      await auth.confirmPassword(actor, password, client)
      await accounts.deleteOwnAccount(actor)
    },
  }
}

export type AccountService = ReturnType<typeof createAccountService>
