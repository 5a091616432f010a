import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { issueDetail } from '../../../contract/errors.ts'
import { FirstAdminInput, SETUP_LINK_VALID_HOURS, type SetupLinkState } from '../../../contract/setup.ts'
import type { Database, Executor } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { AuditService } from '../audit/audit.service.ts'
import type { UsersService } from '../users/users.service.ts'
import type { SetupRepository } from './setup.repository.ts'

export interface FirstAdminDeps {
  db: Database
  repo: SetupRepository
  users: Pick<UsersService, 'createApprovedAccount'>
  audit: AuditService
  /** The instance's JWT secret: with the database's own secret, only this instance can derive the link. */
  secret: string
  production: boolean
  publicUrl: string
  now?: () => Date
}

const VALID_MS = SETUP_LINK_VALID_HOURS * 3_600_000

/**
 * The first admin of a production instance without a shell: a link printed at the start while no
 * admin exists. Its token is derived from a random secret stored in the database (so no two
 * databases share a link) and the JWT secret (so the database alone does not give it away); it
 * expires a set time after it was issued, and works while no admin exists and no first admin was
 * ever made, so it works once (docs/decisions/0066).
 */
export function createFirstAdminService(deps: FirstAdminDeps) {
  const { db, repo } = deps
  const now = deps.now ?? (() => new Date())
  const tokenOf = (dbSecret: string) => createHmac('sha256', deps.secret).update(`first-admin-setup:${dbSecret}`).digest('base64url')
  const expiresAt = (link: { issuedAt: Date }) => new Date(link.issuedAt.getTime() + VALID_MS)

  const matches = (candidate: unknown, link: { secret: string } | null) => {
    if (!link) return false
    const expected = Buffer.from(tokenOf(link.secret))
    const given = Buffer.from(typeof candidate === 'string' ? candidate : '')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  const open = async (executor: Executor = db) =>
    deps.production && !(await repo.firstAdminMade(executor)) && !(await repo.adminExists(executor))

  /** What the stored link says of `candidate`, without the admin checks. */
  const stateOf = (candidate: unknown, link: { secret: string; issuedAt: Date } | null): SetupLinkState => {
    if (!matches(candidate, link)) return 'invalid'
    return expiresAt(link as { issuedAt: Date }) <= now() ? 'expired' : 'open'
  }

  return {
    /**
     * The link to print at the start, or null when there is nothing to set up. The stored one while
     * it is valid (every instance prints the same), else a new one, drawn under the row's lock.
     */
    async link(): Promise<{ url: string; expiresAt: Date } | null> {
      if (!(await open())) return null
      const link = await db.transaction(async (tx) => {
        await repo.lock(tx)
        const stored = await repo.setupLink(tx)
        if (stored && expiresAt(stored) > now()) return stored
        const fresh = { secret: randomBytes(32).toString('base64url'), issuedAt: now() }
        await repo.saveSetupLink(tx, fresh)
        return fresh
      })
      return { url: `${deps.publicUrl}/setup/${tokenOf(link.secret)}`, expiresAt: expiresAt(link) }
    },

    /** Whether `/setup/<candidate>` shows the form, or why not. */
    async state(candidate: string): Promise<SetupLinkState> {
      if (!deps.production) return 'invalid'
      const state = stateOf(candidate, await repo.setupLink(db))
      return state === 'open' && !(await open()) ? 'invalid' : state
    },

    /** Creates the first admin; the token is checked before the rest of the body is read. */
    async create(body: { token?: unknown } & Record<string, unknown>): Promise<{ email: string }> {
      const refuse = (state: SetupLinkState) => {
        if (state === 'expired') throw new AppError('SETUP_LINK_EXPIRED')
        if (state !== 'open') throw new AppError('SETUP_LINK_INVALID')
      }
      if (!deps.production) refuse('invalid')
      refuse(stateOf(body.token, await repo.setupLink(db)))
      const parsed = FirstAdminInput.safeParse(body)
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues.map(issueDetail))
      const { email, password } = parsed.data
      await db.transaction(async (tx) => {
        await repo.lock(tx)
        refuse(stateOf(body.token, await repo.setupLink(tx)))
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
