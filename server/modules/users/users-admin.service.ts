import { type ApprovalResult, accountStatus } from '../../../contract/admin.ts'
import type { Language } from '../../../contract/language.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { AccountContribution } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { UsersRepository } from './users.repository.ts'
import type { Actor } from './users.service.ts'

interface UsersAdminDeps {
  db: Database
  repo: UsersRepository
  storage: StoragePort
  mailer: Mailer
  translator: (lang: Language) => Translate
  publicUrl: string
  notifications: Pick<NotificationsService, 'notify'>
  audit: AuditRecorder
  /** Every module's part of an account's stored files (the users module's own is the avatar). */
  accountParts: readonly AccountContribution[]
}

/**
 * What admins do to accounts: approve or block, grant or revoke the admin role, delete. Every
 * change runs in one transaction that first locks the target and all admin rows, checks that the
 * actor is still an admin and that an approved admin remains, then writes the change and its
 * audit entry. Concurrent calls on the same account therefore run one after the other, and a call
 * on an account deleted meanwhile answers USER_NOT_FOUND.
 */
export function createUsersAdminService(deps: UsersAdminDeps) {
  const { db, repo, storage, mailer, translator, publicUrl, notifications, audit, accountParts } = deps

  /** Every stored file of the account: its avatar and what each module keeps. Read before the rows cascade away. */
  async function accountFiles(tx: Executor, user: User) {
    const files: { store: Pick<StoragePort, 'delete'>; key: string }[] = user.photo ? [{ store: storage, key: user.photo }] : []
    // One after the other: inside a transaction the queries share one connection.
    for (const part of accountParts) {
      for (const key of (await part.fileKeys?.(tx, user.id)) ?? []) if (key) files.push({ store: part.files ?? storage, key })
    }
    return files
  }

  /** Locks the target and every admin row (see lockForAdminChange). */
  async function lockAccount(targetId: string, tx: Executor) {
    return lockedTarget(await repo.lockForAdminChange(tx, targetId), targetId)
  }

  /** The locked target, and a check that an approved admin would remain. */
  function lockedTarget(rows: User[], targetId: string) {
    const target = rows.find((r) => r.id === targetId)
    if (!target) throw new AppError('USER_NOT_FOUND')
    const activeAdmins = rows.filter((r) => r.role === 'admin' && r.approved).length
    /** Refuses a change that would leave no approved admin. */
    const keepAnAdmin = (removesTarget: boolean) => {
      if (removesTarget && target.role === 'admin' && target.approved && activeAdmins <= 1) throw new AppError('LAST_ADMIN')
    }
    return { target, keepAnAdmin }
  }

  async function lock(actor: Actor, targetId: string, tx: Executor) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
    const rows = await repo.lockForAdminChange(tx, targetId)
    // The session said admin; the row decides (the role may have been revoked a moment ago).
    if (!rows.some((r) => r.id === actor.id && r.role === 'admin' && r.approved)) throw new AppError('FORBIDDEN')
    return lockedTarget(rows, targetId)
  }

  /**
   * Removes a locked account: the modules' parts end first (the subscription at the provider, the
   * orders anonymised), then the audit entry — only the role, the file count and how it was asked
   * for, nothing personal, as the entry outlives the account — then the row, whose cascade takes
   * sessions, images, tags, notifications and stats. Answers the files to remove afterwards.
   */
  async function removeAccount(tx: Executor, target: User, entry: { actorId: string; action: string; reason?: string | null }) {
    for (const part of accountParts) await part.beforeDelete?.(tx, target.id)
    const files = await accountFiles(tx, target)
    await audit.record(tx, { ...entry, target: who(target), details: { role: target.role, files: files.length } })
    await repo.delete(tx, target.id)
    return files
  }

  /** A file that fails to go is only an orphan (no row points at it); the rows are what matter. */
  async function removeFiles(files: { store: Pick<StoragePort, 'delete'>; key: string }[]) {
    await Promise.allSettled(files.map(({ store, key }) => store.delete(key)))
  }

  const who = (user: User) => ({ id: user.id, username: user.username })

  return {
    /**
     * Approve (Active) or block (Reject) an account. Only a paid account can be approved: an
     * unpaid registration answers ACCOUNT_UNPAID and stays awaiting payment, so the admin is never
     * told an account is active while its owner cannot log in. Blocking works in every state
     * (a spam sign-up too) and revokes every session at once; both tell the account holder by
     * notification and email in their language. No-op when nothing changes.
     */
    async setApproved(actor: Actor, userId: string, approved: boolean): Promise<ApprovalResult> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      if (actor.id === userId && !approved) throw new AppError('CANNOT_BLOCK_SELF')
      return db.transaction(async (tx) => {
        const { target, keepAnAdmin } = await lock(actor, userId, tx)
        const status = accountStatus(target)
        if (status === (approved ? 'active' : 'blocked')) return { approved, status }
        if (approved && target.paymentStatus !== 'paid') throw new AppError('ACCOUNT_UNPAID')
        keepAnAdmin(!approved)
        const changed = await repo.update(tx, userId, { approved, blockedAt: approved ? null : new Date() })
        if (!approved) await repo.revokeSessions(tx, userId)
        await audit.record(tx, { actorId: actor.id, action: approved ? 'user.approve' : 'user.block', target: who(target) })
        const t = translator(target.language)
        await notifications.notify(userId, t(approved ? 'notifications.approved' : 'notifications.blocked'), { tx })
        const mail = approved
          ? {
              subject: t('email.approved.subject'),
              text: t('email.approved.body', { username: target.username, loginUrl: `${publicUrl}/login` }),
            }
          : { subject: t('email.blocked.subject'), text: t('email.blocked.body', { username: target.username }) }
        await mailer.send({ to: target.email, kind: approved ? 'account.approved' : 'account.blocked', ...mail }, { tx })
        if (!changed) throw new AppError('USER_NOT_FOUND')
        return { approved, status: accountStatus(changed) }
      })
    },

    /**
     * Make or revoke admin. The session token carries the role, so the account's sessions are
     * revoked and it logs in again with the new one. Nobody changes their own role.
     */
    async setRole(actor: Actor, userId: string, role: 'user' | 'admin') {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      if (actor.id === userId) throw new AppError('CANNOT_CHANGE_OWN_ROLE')
      await db.transaction(async (tx) => {
        const { target, keepAnAdmin } = await lock(actor, userId, tx)
        if (target.role === role) return
        // An admin must be able to log in: a registration that never paid cannot.
        if (role === 'admin' && target.paymentStatus !== 'paid') throw new AppError('ADMIN_NEEDS_PAID_ACCOUNT')
        keepAnAdmin(role !== 'admin')
        await repo.update(tx, userId, { role })
        await repo.revokeSessions(tx, userId)
        await audit.record(tx, { actorId: actor.id, action: 'user.role', target: who(target), details: { from: target.role, to: role } })
      })
      return { role }
    },

    /**
     * An admin deletes an account with everything it owns (billing records keep their snapshots,
     * orders stay anonymised — decision 0026), on request when `reference` names it. Never their own.
     */
    async deleteAccount(actor: Actor, userId: string, reference?: string | null) {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      if (actor.id === userId) throw new AppError('CANNOT_DELETE_SELF')
      const files = await db.transaction(async (tx) => {
        const { target, keepAnAdmin } = await lock(actor, userId, tx)
        keepAnAdmin(true)
        return removeAccount(tx, target, { actorId: actor.id, action: 'user.delete', reason: reference || null })
      })
      await removeFiles(files)
    },

    /**
     * The account holder deletes their own account (the caller has checked the password). The last
     * approved admin cannot: someone must be left to run the platform.
     */
    async deleteOwnAccount(actor: Actor) {
      const files = await db.transaction(async (tx) => {
        const { target, keepAnAdmin } = await lockAccount(actor.id, tx)
        keepAnAdmin(true)
        return removeAccount(tx, target, { actorId: actor.id, action: 'account.delete' })
      })
      await removeFiles(files)
    },

    /** For services acting on an account inside their own transaction (badge review). */
    findById(userId: string, tx: Executor = db) {
      return repo.findById(tx, userId)
    },

    async markBadgeVerified(userId: string, tx: Executor) {
      await repo.update(tx, userId, { badgeVerified: true })
    },
  }
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>
