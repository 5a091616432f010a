import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { LoginInput, PasswordReset } from '../../../contract/auth.ts'
import type { Language } from '../../../contract/language.ts'
import type { PlanType } from '../../../contract/plans.ts'
import type { Database } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import { type AuthRepository, createAuthRepository } from './auth.repository.ts'
import { ATTEMPT_LIMITS, ATTEMPT_WINDOW_MINUTES, createLoginThrottle, sha256 } from './login-throttle.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { assertAcceptablePassword } from './password-policy.ts'
import { type CheckoutStarter, createRegistrationService } from './registration.service.ts'
import { SESSION_DAYS, SESSION_IDLE_HOURS, type SessionTokens } from './session.ts'

export type { CheckoutStarter, RegisterData } from './registration.service.ts'

type LoginData = z.output<typeof LoginInput>
type ResetData = z.output<typeof PasswordReset>

export const RESET_TOKEN_HOURS = 1
/** `sessions.last_seen_at` is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 5 * 60_000
/** Failed attempts are kept this long (they only count for ATTEMPT_WINDOW_MINUTES; the rest helps an investigation). */
export const ATTEMPT_RETENTION_HOURS = 24
/** A client that signed in is remembered this long after its latest sign-in. */
export const KNOWN_CLIENT_DAYS = 90

interface AuthDeps {
  db: Database
  repo?: AuthRepository
  users: UsersService
  billing: CheckoutStarter
  /** The terms of use version in force, recorded with each registration. */
  termsVersion?: () => Promise<number>
  tokens: SessionTokens
  mailer: Mailer
  notifications: Pick<NotificationsService, 'notify'>
  audit: AuditRecorder
  translator: (lang: Language) => Translate
  publicUrl: string
  /** Where a blocked creator can turn (the operator's contact address). */
  /** The operator's address for blocked accounts ('' while there is none). */
  supportEmail: () => Promise<string>
  log?: Pick<FastifyBaseLogger, 'warn'>
  now?: () => Date
  /** How a throttled login waits; tests may hand in one that does not. */
  pause?: (ms: number) => Promise<unknown>
}

/** Who asks: the client's address, for per-account-and-client throttling (stored hashed) and the lockout log line. */
export interface Client {
  ip: string
  /** The language the request was made in (cookie, else Accept-Language). */
  lang?: Language
  /** True when `lang` is one picked on the site (the `lang` cookie), not only the browser's. */
  langChosen?: boolean
}

export function createAuthService(deps: AuthDeps) {
  const { db, users, tokens, mailer, notifications, audit, translator, publicUrl, supportEmail, log } = deps
  const now = deps.now ?? (() => new Date())
  const pause = deps.pause ?? sleep
  const repo = deps.repo ?? createAuthRepository()
  const throttle = createLoginThrottle({ db, repo, now })
  const registration = createRegistrationService({ ...deps, now })

  /** Paid but not approved: blocked by an admin (or an admin account), else waiting for approval. */
  function notApproved(user: User, email: string) {
    if (user.role === 'admin' || user.blockedAt) {
      return new AppError('ACCOUNT_BLOCKED', undefined, { params: { email, contactUrl: `${publicUrl}/contact` } })
    }
    return new AppError('ACCOUNT_AWAITING_APPROVAL')
  }

  /** Admits a password check (counted already), or refuses it with the cap's error. */
  async function admitLogin(email: string, client: Client, options: { signedIn?: boolean } = {}) {
    const gate = await throttle.admit('login', email, client.ip, options)
    if (gate.refused === 'locked') throw new AppError('TOO_MANY_ATTEMPTS')
    if (gate.refused) throw new AppError('ACCOUNT_LOGIN_PAUSED', undefined, { params: { minutes: ATTEMPT_WINDOW_MINUTES } })
    // An account under attack from many clients answers slowly to all of them, but still answers.
    if (gate.delayMs) await pause(gate.delayMs)
    return gate
  }

  async function loginFailed(
    user: User | undefined,
    client: Client,
    { locksClient, capsAccount }: { locksClient: boolean; capsAccount: boolean },
  ) {
    const target = user ? { id: user.id, username: user.username } : null
    // No addresses in the audit log (kept for good); the lockout's server log line (kept 30 days) has it.
    await db.transaction(async (tx) => {
      await audit.record(tx, { actorId: null, action: 'auth.login_failed', target })
      if (locksClient)
        await audit.record(tx, { actorId: null, action: 'auth.lockout', target, details: { minutes: ATTEMPT_WINDOW_MINUTES } })
    })
    if (locksClient) log?.warn({ userId: user?.id ?? null, ip: client.ip }, 'login locked for this client after repeated failures')
    if (capsAccount && user) await tellOwner(user)
  }

  /** The owner hears of repeated failures on their account, in app and by mail, once per window. */
  async function tellOwner(user: User) {
    const t = translator(user.language)
    await db.transaction(async (tx) => {
      if (!(await throttle.claimNotice(tx, user.email))) return
      const vars = { username: user.username, count: ATTEMPT_LIMITS.login.perAccount, minutes: ATTEMPT_WINDOW_MINUTES }
      await notifications.notify(user.id, t('notifications.login_failures', vars), { tx })
      await audit.record(tx, { actorId: null, action: 'auth.account_capped', target: { id: user.id, username: user.username } })
      await mailer.send(
        {
          to: user.email,
          kind: 'auth.login_failures',
          subject: t('email.login_failures.subject'),
          text: t('email.login_failures.body', { ...vars, link: `${publicUrl}/request-reset` }),
        },
        { tx },
      )
    })
  }

  return {
    register: registration.register,
    releaseUnpaid: registration.releaseUnpaid,

    async login(input: LoginData, client: Client) {
      const gate = await admitLogin(input.email, client)
      const user = await users.findByEmail(input.email)
      // Same work and same answer whether or not the email exists.
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await hashPassword(input.password).then(() => false)
      if (!user || !valid) {
        await loginFailed(user, client, gate)
        throw new AppError('INVALID_CREDENTIALS')
      }
      await throttle.forget(gate.attempt)
      if (user.paymentStatus !== 'paid') throw new AppError('ACCOUNT_PENDING_PAYMENT')
      if (!user.approved) throw notApproved(user, await supportEmail())
      const session = await db.transaction(async (tx) => {
        const created = await repo.createSession(tx, user.id, new Date(now().getTime() + SESSION_DAYS * 86_400_000))
        await repo.rememberClient(tx, user.id, sha256(client.ip), now())
        // Mails and notifications follow the language the holder uses the site in; a browser's
        // own language does not undo one the holder picked.
        const keep = user.languageChosen && !client.langChosen
        if (client.lang && !keep && (client.lang !== user.language || (client.langChosen && !user.languageChosen)))
          await users.setLanguage(user.id, client.lang, tx, { chosen: client.langChosen })
        await audit.record(tx, { actorId: user.id, action: 'auth.login' })
        return created
      })
      const token = await tokens.sign({ sub: user.id, sid: session.id, role: user.role, ver: user.tokenVersion })
      return { token, user: await users.toCurrentUser(user) }
    },

    /**
     * The signed-in holder re-enters their password before something that cannot be undone
     * (deleting the account). A wrong one counts towards the same per-client lockout as a failed
     * login, so the confirmation cannot be used to guess the password.
     */
    async confirmPassword(actor: Actor, password: string, client: Client) {
      const user = await users.findById(actor.id)
      if (!user) throw new AppError('UNAUTHORIZED')
      const gate = await admitLogin(user.email, client, { signedIn: true })
      if (!(await verifyPassword(user.passwordHash, password))) {
        await loginFailed(user, client, gate)
        throw new AppError('WRONG_PASSWORD')
      }
      await throttle.forget(gate.attempt)
    },

    /**
     * The session behind a token, or null: bad token, session logged out, expired or idle too
     * long, token version bumped (reset, block, role change), account unpaid or blocked.
     */
    async authenticate(token: string | undefined): Promise<(Actor & { username: string; planType: PlanType }) | null> {
      if (!token) return null
      const claims = await tokens.verify(token)
      if (!claims) return null
      const at = now()
      const live = await repo.findLiveSession(db, claims.sid, at)
      if (!live || live.session.userId !== claims.sub) return null
      const { session, user } = live
      if (at.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_HOURS * 3_600_000) return null
      if (user.tokenVersion !== claims.ver || !user.approved || user.paymentStatus !== 'paid') return null
      // Sliding: use keeps the session alive (written at most every few minutes).
      if (at.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, session.id, at)
      return { id: user.id, role: user.role, username: user.username, planType: user.planType }
    },

    /** Ends the session of this token only (the account's other devices stay signed in). */
    async logout(token: string | undefined) {
      const claims = token ? await tokens.verify(token) : null
      if (!claims) return
      await db.transaction(async (tx) => {
        const ended = await repo.revokeSession(tx, claims.sid, now())
        if (ended) await audit.record(tx, { actorId: ended.userId, action: 'auth.logout' })
      })
    },

    /** Always the same answer, whether or not the email has an account. */
    async requestPasswordReset(email: string, client: Client) {
      // An admitted request stays counted, whether or not the email has an account.
      if ((await throttle.admit('reset', email, client.ip)).refused) throw new AppError('TOO_MANY_ATTEMPTS')
      const user = await users.findByEmail(email)
      if (!user) return
      const token = randomBytes(32).toString('base64url')
      // Whoever asks reads the page's language; a language the holder picked on the site still wins.
      const t = translator(user.languageChosen || !client.lang ? user.language : client.lang)
      await db.transaction(async (tx) => {
        await repo.insertResetToken(tx, {
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now().getTime() + RESET_TOKEN_HOURS * 3_600_000),
        })
        await audit.record(tx, { actorId: null, action: 'auth.reset_requested', target: { id: user.id, username: user.username } })
        await mailer.send(
          {
            to: user.email,
            kind: 'auth.reset',
            subject: t('email.reset.subject'),
            text: t('email.reset.body', {
              username: user.username,
              link: `${publicUrl}/reset-password/${token}`,
              hours: RESET_TOKEN_HOURS,
            }),
          },
          { tx },
        )
      })
    },

    /** Sets the new password once per token; every older session stops working. */
    async resetPassword(input: ResetData) {
      assertAcceptablePassword(input.newPassword, 'newPassword')
      const passwordHash = await hashPassword(input.newPassword)
      await db.transaction(async (tx) => {
        const userId = await repo.claimResetToken(tx, sha256(input.token), now())
        if (!userId) throw new AppError('RESET_TOKEN_INVALID')
        await users.setPasswordHash(userId, passwordHash, tx)
        // The owner proved the mailbox: the failures that paused sign-ins from new places end here.
        const user = await users.findById(userId, tx)
        if (user) await throttle.clear(tx, 'login', user.email)
        await audit.record(tx, { actorId: userId, action: 'auth.password_reset' })
      })
    },

    /**
     * ADMIN_EMAIL / ADMIN_PASSWORD: makes that admin on the first start only. The database
     * remembers it, so an admin deleted later is not brought back by the next restart. An email
     * that already has an account counts as done. The password policy applies (VALIDATION_FAILED).
     */
    async ensureBootstrapAdmin(admin: { email: string; password: string }): Promise<'created' | 'exists' | 'done-before'> {
      if (await repo.bootstrapAdminCreated(db)) return 'done-before'
      try {
        await db.transaction(async (tx) => {
          await users.createApprovedAccount({ ...admin, role: 'admin' }, tx)
          await repo.markBootstrapAdminCreated(tx, now())
        })
        return 'created'
      } catch (error) {
        if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
          const t = translator('en')
          const reasons = (error.details ?? []).map(
            (d) => `${d.field === 'password' ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ${t(d.key, d.params)}`,
          )
          throw new Error(`The initial admin was not created. ${reasons.join(' ')}`, { cause: error })
        }
        if (!(error instanceof AppError) || error.code !== 'EMAIL_TAKEN') throw error
        await repo.markBootstrapAdminCreated(db, now())
        return 'exists'
      }
    },

    /** Retention (the scheduled cleanup job): old attempts and sessions that can never be used again. */
    async purgeExpired() {
      const at = now()
      const attempts = await repo.purgeAttemptsBefore(db, new Date(at.getTime() - ATTEMPT_RETENTION_HOURS * 3_600_000))
      await repo.purgeKnownClientsBefore(db, new Date(at.getTime() - KNOWN_CLIENT_DAYS * 86_400_000))
      const sessions = await repo.purgeSessions(db, at, new Date(at.getTime() - SESSION_IDLE_HOURS * 3_600_000))
      return { attempts, sessions }
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
