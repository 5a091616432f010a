import { createHmac, timingSafeEqual } from 'node:crypto'
import { issueDetail } from '../../../contract/errors.ts'
import { FirstAdminInput } from '../../../contract/setup.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { SetupRepository } from './setup.repository.ts'

export interface FirstAdminDeps {
  db: Database
  repo: SetupRepository
  users: Pick<UsersService, 'createApprovedAccount'>
  audit: AuditService
  /** The instance's JWT secret: every instance derives the same link, nobody else can. */
  secret: string
  production: boolean
  publicUrl: string
  now?: () => Date
}

/**
 * The first admin of a production instance without a shell: a link printed at the start while no
 * admin exists. Its token is derived from the instance's secret (the same on every instance, never
 * stored); it works while no admin exists and no first admin was ever made, so it works once.
 */
export function createFirstAdminService(deps: FirstAdminDeps) {
  const { db, repo } = deps
  const now = deps.now ?? (() => new Date())
  const token = createHmac('sha256', deps.secret).update('first-admin-setup').digest('base64url')
  const expected = Buffer.from(token)

  const matches = (candidate: unknown) => {
    const given = Buffer.from(typeof candidate === 'string' ? candidate : '')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  const open = async (executor = db as Parameters<SetupRepository['adminExists']>[0]) =>
    deps.production && !(await repo.firstAdminMade(executor)) && !(await repo.adminExists(executor))

  return {
    /** The link to print at the start, or null when there is nothing to set up. */
    async link(): Promise<string | null> {
      return (await open()) ? `${deps.publicUrl}/setup/${token}` : null
    },

    async isOpen(candidate: string): Promise<boolean> {
      return matches(candidate) && open()
    },

    /** Creates the first admin; the token is checked before anything else is read. */
    async create(body: { token?: unknown } & Record<string, unknown>): Promise<{ email: string }> {
      if (!matches(body.token)) throw new AppError('SETUP_LINK_INVALID')
      const parsed = FirstAdminInput.safeParse(body)
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues.map(issueDetail))
      const { email, password } = parsed.data
      await db.transaction(async (tx) => {
        await repo.lock(tx)
        if (!(await open(tx))) throw new AppError('SETUP_LINK_INVALID')
        const admin = await deps.users.createApprovedAccount({ email, password, role: 'admin' }, tx)
        await repo.markFirstAdminMade(tx, now())
        await deps.audit.record(tx, { actorId: admin.id, action: 'setup.first_admin', details: {} })
      })
      return { email }
    },
  }
}

export type FirstAdminService = ReturnType<typeof createFirstAdminService>
