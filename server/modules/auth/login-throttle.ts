import { createHash } from 'node:crypto'
import type { Database, Executor } from '../../db/client.ts'
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
 *
 * An attempt is counted before the password is checked, in one step with the count under a lock
 * per account, so attempts arriving at once cannot all pass it; a right password takes it back.
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
  db: Database
  repo: Pick<AuthRepository, 'countAttempts' | 'recordAttempt' | 'deleteAttempt' | 'isKnownClient' | 'clearAttempts' | 'lockSubject'>
  now: () => Date
}) {
  const keys = (email: string, client: string) => ({ subject: sha256(normalise(email)), client: sha256(client) })

  return {
    /**
     * Admits one attempt or refuses it: `locked` (this client failed too often itself) or
     * `accountCapped` (the account did, and this client never signed in to it). An admitted attempt
     * is recorded at once (`attempt`, to `forget` when it succeeds) with how long to wait before
     * checking it; should it fail, `locksClient`: it is the one that locks this client out (log it
     * once), `capsAccount`: the account has reached its cap. `signedIn`: the one asking holds a
     * session of this account.
     */
    async admit(kind: Kind, email: string, client: string, options: { signedIn?: boolean } = {}) {
      const { subject, client: clientKey } = keys(email, client)
      const since = new Date(now().getTime() - ATTEMPT_WINDOW_MINUTES * 60_000)
      const limits = ATTEMPT_LIMITS[kind]
      return db.transaction(async (tx) => {
        await repo.lockSubject(tx, subject)
        const { total, fromClient } = await repo.countAttempts(tx, kind, subject, clientKey, since)
        const locked = fromClient >= limits.perClient
        const accountCapped =
          !locked && total >= limits.perAccount && !options.signedIn && !(await repo.isKnownClient(tx, normalise(email), clientKey))
        if (locked || accountCapped) return { refused: locked ? ('locked' as const) : ('accountCapped' as const) }
        const over = total - limits.slowAfter + 1
        return {
          refused: null,
          attempt: await repo.recordAttempt(tx, kind, subject, clientKey, now()),
          delayMs: over > 0 ? Math.min(over * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS) : 0,
          locksClient: fromClient + 1 === limits.perClient,
          capsAccount: total + 1 >= limits.perAccount,
        }
      })
    },

    /** Takes back an admitted attempt that succeeded: only failures count. */
    async forget(attempt: string) {
      await repo.deleteAttempt(db, attempt)
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
