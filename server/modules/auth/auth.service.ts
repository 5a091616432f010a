import { createHash, randomBytes } from 'node:crypto'
import { and, count, eq, gt, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { LoginInput, PasswordReset, RegisterInput } from '../../../contract/auth.ts'
import type { Language } from '../../../contract/language.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { Database } from '../../db/client.ts'
import { authAttempts, passwordResetTokens, type User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { UsersRepository } from '../users/users.repository.ts'
import type { Actor, UsersService } from '../users/users.service.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { assertAcceptablePassword } from './password-policy.ts'
import type { SessionTokens } from './session.ts'

export type RegisterData = z.output<typeof RegisterInput>
type LoginData = z.output<typeof LoginInput>
type ResetData = z.output<typeof PasswordReset>

/** What registration needs from billing (implemented by the billing service). */
export interface CheckoutStarter {
  startSubscriptionCheckout(
    user: User,
    input: { planType: PlanType; billingCycle: BillingCycle; promoCode?: string; lang: Language },
  ): Promise<{ url: string }>
  /** Throws PROMO_INVALID / PROMO_EXPIRED for a code that cannot be used. */
  checkPromo(code: string, planType: PlanType, billingCycle: BillingCycle): Promise<unknown>
}

export const RESET_TOKEN_HOURS = 1
/** Per account: this many failed logins (or reset requests) in the window, then a pause. */
export const ATTEMPT_LIMITS = { login: 10, reset: 5 } as const
export const ATTEMPT_WINDOW_MINUTES = 15

interface AuthDeps {
  db: Database
  users: UsersService
  usersRepo: UsersRepository
  billing: CheckoutStarter
  tokens: SessionTokens
  mailer: Mailer
  translator: (lang: Language) => Translate
  publicUrl: string
  now?: () => Date
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export function createAuthService({
  db,
  users,
  usersRepo,
  billing,
  tokens,
  mailer,
  translator,
  publicUrl,
  now = () => new Date(),
}: AuthDeps) {
  async function recentAttempts(kind: 'login' | 'reset', email: string) {
    const since = new Date(now().getTime() - ATTEMPT_WINDOW_MINUTES * 60_000)
    const [row] = await db
      .select({ value: count() })
      .from(authAttempts)
      .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, sha256(email.toLowerCase())), gt(authAttempts.createdAt, since)))
    return row?.value ?? 0
  }

  function recordAttempt(kind: 'login' | 'reset', email: string) {
    return db.insert(authAttempts).values({ kind, subject: sha256(email.toLowerCase()) })
  }

  return {
    /**
     * Registration: the account is created (pending payment, argon2id hash) before checkout, so
     * the password never travels to the payment provider. A pending account with the same email
     * is reused, so a cancelled checkout can simply be retried.
     */
    async register(input: RegisterData, lang: Language) {
      assertAcceptablePassword(input.password)
      if (input.promoCode) await billing.checkPromo(input.promoCode, input.planType, input.billingCycle)
      const passwordHash = await hashPassword(input.password)
      const values = {
        username: input.username,
        email: input.email,
        passwordHash,
        pageName: input.page_name,
        phone: input.phone,
        gender: input.gender ?? null,
        birthdate: input.birthdate,
        planType: input.planType,
        billingCycle: input.billingCycle,
        language: lang,
      }
      const user = await db.transaction(async (tx) => {
        const byEmail = await usersRepo.findByEmail(input.email, tx)
        const byUsername = await usersRepo.findByUsername(input.username, tx)
        if (byEmail && byEmail.paymentStatus !== 'pending') throw new AppError('EMAIL_TAKEN')
        if (byUsername && byUsername.id !== byEmail?.id) throw new AppError('USERNAME_TAKEN')
        if (byEmail) return (await usersRepo.update(byEmail.id, values, tx)) as User
        return usersRepo.insert(values, tx)
      })
      return billing.startSubscriptionCheckout(user, {
        planType: input.planType,
        billingCycle: input.billingCycle,
        promoCode: input.promoCode,
        lang,
      })
    },

    async login(input: LoginData) {
      if ((await recentAttempts('login', input.email)) >= ATTEMPT_LIMITS.login) throw new AppError('TOO_MANY_ATTEMPTS')
      const user = await usersRepo.findByEmail(input.email)
      // Same work and same answer whether or not the email exists.
      const valid = user ? await verifyPassword(user.passwordHash, input.password) : await hashPassword(input.password).then(() => false)
      if (!user || !valid) {
        await recordAttempt('login', input.email)
        throw new AppError('INVALID_CREDENTIALS')
      }
      if (user.paymentStatus !== 'paid') throw new AppError('ACCOUNT_PENDING_PAYMENT')
      if (!user.approved) throw new AppError(user.role === 'admin' ? 'ACCOUNT_BLOCKED' : 'ACCOUNT_AWAITING_APPROVAL')
      const token = await tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion })
      return { token, user: await users.toCurrentUser(user) }
    },

    /** The session behind a token, or null: unknown user, revoked (version bumped), unpaid or blocked. */
    async authenticate(token: string | undefined): Promise<(Actor & { username: string; planType: PlanType }) | null> {
      if (!token) return null
      const claims = await tokens.verify(token)
      if (!claims) return null
      const user = await usersRepo.findById(claims.sub)
      if (!user || user.tokenVersion !== claims.ver || !user.approved || user.paymentStatus !== 'paid') return null
      return { id: user.id, role: user.role, username: user.username, planType: user.planType }
    },

    /** Always the same answer, whether or not the email has an account. */
    async requestPasswordReset(email: string) {
      if ((await recentAttempts('reset', email)) >= ATTEMPT_LIMITS.reset) throw new AppError('TOO_MANY_ATTEMPTS')
      await recordAttempt('reset', email)
      const user = await usersRepo.findByEmail(email)
      if (!user) return
      const token = randomBytes(32).toString('base64url')
      const t = translator(user.language)
      await db.transaction(async (tx) => {
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(now().getTime() + RESET_TOKEN_HOURS * 3_600_000),
        })
        await mailer.send(
          {
            to: user.email,
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
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, sha256(input.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId })
        if (!claimed) throw new AppError('RESET_TOKEN_INVALID')
        await usersRepo.update(claimed.userId, { passwordHash }, tx)
        await usersRepo.revokeSessions(claimed.userId, tx)
      })
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
