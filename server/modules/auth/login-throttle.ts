import { createHash } from 'node:crypto'
import type { Executor } from '../../db/client.ts'
import type { AuthRepository } from './auth.repository.ts'

/**
 * Brute-force brakes for logins and reset requests (decision 0008). Counted per account (email
 * hashed) and per client (address hashed), shared by every app instance through `auth_attempts`:
 *
 * - one client that fails `perClient` times on an account in the window is refused (429) for that
 *   account until the window passes — that is a lockout, and it is logged;
 * - an account failing from many clients is only slowed down (`delayMs`), never refused, so an
 *   attacker's failures from elsewhere cannot lock the owner's own client out.
 *
 * Reset requests keep an account-wide cap as well: each one mails the owner, and refusing more
 * only stops the mail (the links already sent keep working), never a login.
 */
export const ATTEMPT_WINDOW_MINUTES = 15
export const ATTEMPT_LIMITS = {
  login: { perClient: 10, perAccount: Number.POSITIVE_INFINITY, slowAfter: 10 },
  reset: { perClient: 5, perAccount: 5, slowAfter: Number.POSITIVE_INFINITY },
} as const
/** Extra wait per account-wide failure beyond `slowAfter`, and its ceiling. */
export const SLOWDOWN_STEP_MS = 250
export const SLOWDOWN_MAX_MS = 5_000

type Kind = keyof typeof ATTEMPT_LIMITS

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export function createLoginThrottle({
  db,
  repo,
  now,
}: {
  db: Executor
  repo: Pick<AuthRepository, 'countAttempts' | 'recordAttempt'>
  now: () => Date
}) {
  const keys = (email: string, client: string) => ({ subject: sha256(email.trim().toLowerCase()), client: sha256(client) })

  return {
    /** Whether this client is locked out of this account, and how long to wait before trying. */
    async check(kind: Kind, email: string, client: string) {
      const { subject, client: clientKey } = keys(email, client)
      const since = new Date(now().getTime() - ATTEMPT_WINDOW_MINUTES * 60_000)
      const { total, fromClient } = await repo.countAttempts(db, kind, subject, clientKey, since)
      const limits = ATTEMPT_LIMITS[kind]
      const over = total - limits.slowAfter + 1
      return {
        locked: fromClient >= limits.perClient || total >= limits.perAccount,
        delayMs: over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0,
      }
    },

    /** Records one attempt; true when it is the one that locks this client out (log it once). */
    async record(kind: Kind, email: string, client: string) {
      const { subject, client: clientKey } = keys(email, client)
      await repo.recordAttempt(db, kind, subject, clientKey)
      const since = new Date(now().getTime() - ATTEMPT_WINDOW_MINUTES * 60_000)
      const { fromClient } = await repo.countAttempts(db, kind, subject, clientKey, since)
      return fromClient === ATTEMPT_LIMITS[kind].perClient
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
