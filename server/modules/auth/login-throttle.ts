import { createHash } from 'node:crypto'
import type { Executor } from '../../db/client.ts'
import type { AuthRepository } from './auth.repository.ts'

/**
 * Brute-force brakes for logins and reset requests (decision 0008). Counted per account (email
 * hashed) and per client (address hashed), shared by every app instance through `auth_attempts`:
 *
 * - one client that fails `perClient` times on an account in the window is refused (429) for that
 *   account until the window passes — that is a lockout, and it is logged;
 * - an account failing from many clients is slowed down (`delayMs`), and past `perAccount` refused
 *   (`accountCapped`) to every client that never signed in to it: the owner's own devices keep
 *   working, and a reset by mail clears the failures.
 *
 * Reset requests keep an account-wide cap as well: each one mails the owner, and refusing more
 * only stops the mail (the links already sent keep working), never a login.
 */
export const ATTEMPT_WINDOW_MINUTES = 15
export const ATTEMPT_LIMITS = {
  login: { perClient: 10, perAccount: 20, slowAfter: 10 },
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
  repo: Pick<AuthRepository, 'countAttempts' | 'recordAttempt' | 'isKnownClient' | 'clearAttempts' | 'lockSubject'>
  now: () => Date
}) {
  const keys = (email: string, client: string) => ({ subject: sha256(normalise(email)), client: sha256(client) })

  return {
    /**
     * Whether this client is locked out of this account (`locked`: it failed too often itself;
     * `accountCapped`: the account did, and this client never signed in to it), and how long to
     * wait before trying. `signedIn`: the one asking holds a session of this account.
     */
    async check(kind: Kind, email: string, client: string, options: { signedIn?: boolean } = {}) {
      const { subject, client: clientKey } = keys(email, client)
      const since = new Date(now().getTime() - ATTEMPT_WINDOW_MINUTES * 60_000)
      const { total, fromClient } = await repo.countAttempts(db, kind, subject, clientKey, since)
      const limits = ATTEMPT_LIMITS[kind]
      const over = total - limits.slowAfter + 1
      const accountCapped = total >= limits.perAccount && !options.signedIn && !(await repo.isKnownClient(db, normalise(email), clientKey))
      return {
        locked: fromClient >= limits.perClient,
        accountCapped,
        delayMs: over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0,
      }
    },

    /**
     * Records one attempt. `lockedNow`: it is the one that locks this client out (log it once);
     * `accountCapped`: the account has reached its cap in the window.
     */
    async record(kind: Kind, email: string, client: string) {
      const { subject, client: clientKey } = keys(email, client)
      await repo.recordAttempt(db, kind, subject, clientKey, now())
      const since = new Date(now().getTime() - ATTEMPT_WINDOW_MINUTES * 60_000)
      const { total, fromClient } = await repo.countAttempts(db, kind, subject, clientKey, since)
      return { lockedNow: fromClient === ATTEMPT_LIMITS[kind].perClient, accountCapped: total >= ATTEMPT_LIMITS[kind].perAccount }
    },

    /** True for the first caller in the window (inside `tx`): the owner is told once per window. */
    async claimNotice(tx: Executor, email: string) {
      const subject = sha256(normalise(email))
      await repo.lockSubject(tx, subject)
      const since = new Date(now().getTime() - ATTEMPT_WINDOW_MINUTES * 60_000)
      if ((await repo.countAttempts(tx, 'login_notice', subject, '', since)).total > 0) return false
      await repo.recordAttempt(tx, 'login_notice', subject, null, now())
      return true
    },

    async clear(tx: Executor, kind: Kind, email: string) {
      await repo.clearAttempts(tx, kind, sha256(normalise(email)))
    },
  }
}

const normalise = (email: string) => email.trim().toLowerCase()

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
