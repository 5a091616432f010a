import type { z } from 'zod'
import type { RegisterInput } from '../../../contract/auth.ts'
import type { Language } from '../../../contract/language.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { Database } from '../../db/client.ts'
import type { User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { Translate } from '../../i18n.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { UsersService } from '../users/users.service.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { assertAcceptablePassword } from './password-policy.ts'

export type RegisterData = z.output<typeof RegisterInput>

/** What registration needs from billing (implemented by the billing service). */
export interface CheckoutStarter {
  startSubscriptionCheckout(
    user: User,
    input: { planType: PlanType; billingCycle: BillingCycle; promoCode?: string; lang: Language },
  ): Promise<{ url: string }>
  /** Throws PROMO_INVALID / PROMO_EXPIRED for a code that cannot be used. */
  checkPromo(code: string, planType: PlanType, billingCycle: BillingCycle): Promise<unknown>
}

/**
 * An unpaid registration keeps its username and email this long after its latest checkout
 * attempt, then it is released (decision 0008): Stripe Checkout sessions and the test checkout
 * expire after 24 hours, and another day lets late webhook deliveries still find the account.
 */
export const UNPAID_RELEASE_HOURS = 48

interface RegistrationDeps {
  db: Database
  users: Pick<UsersService, 'findByEmail' | 'assertUsernameFree' | 'createPendingAccount' | 'updatePendingAccount' | 'deleteUnpaidBefore'>
  billing: CheckoutStarter
  /** The terms of use version in force (legal texts), recorded as the one the account accepted. */
  termsVersion?: () => Promise<number>
  mailer: Mailer
  translator: (lang: Language) => Translate
  publicUrl: string
  now: () => Date
}

export function createRegistrationService({ db, users, billing, termsVersion, mailer, translator, publicUrl, now }: RegistrationDeps) {
  /**
   * Someone registered an email that waits for payment without knowing its password: the owner
   * hears about it (they may simply have forgotten the password), nothing else changes.
   */
  async function warnOwner(owner: User) {
    const t = translator(owner.language)
    await mailer.send({
      to: owner.email,
      kind: 'auth.register_pending',
      subject: t('email.register_pending.subject'),
      text: t('email.register_pending.body', {
        username: owner.username,
        registerUrl: `${publicUrl}/register`,
        resetUrl: `${publicUrl}/request-reset`,
      }),
    })
  }

  return {
    /**
     * Registration: the account is created (pending payment, argon2id hash) before checkout, so
     * the password never travels to the payment provider. Registering an email that waits for
     * payment resumes its checkout only with that account's password: nobody can take over a
     * pending account by knowing its email.
     */
    async register(input: RegisterData, lang: Language) {
      assertAcceptablePassword(input.password)
      if (input.promoCode) await billing.checkPromo(input.promoCode, input.planType, input.billingCycle)
      const existing = await users.findByEmail(input.email)
      if (existing && existing.paymentStatus !== 'pending') throw new AppError('EMAIL_TAKEN')
      if (existing && !(await verifyPassword(existing.passwordHash, input.password))) {
        await warnOwner(existing)
        throw new AppError('REGISTRATION_PENDING')
      }
      const values = {
        username: input.username,
        email: input.email,
        pageName: input.page_name,
        phone: input.phone,
        gender: input.gender ?? null,
        birthdate: input.birthdate,
        planType: input.planType,
        billingCycle: input.billingCycle,
        language: lang,
        checkoutStartedAt: now(),
        // The box was ticked (the schema insists): these are the terms the account agreed to.
        acceptedTermsVersion: termsVersion ? await termsVersion() : null,
      }
      const passwordHash = await hashPassword(input.password)
      const user = await db.transaction(async (tx) => {
        const byEmail = await users.findByEmail(input.email, tx)
        // Re-checked inside the transaction: the account may have been paid or created meanwhile.
        if (byEmail && (byEmail.paymentStatus !== 'pending' || byEmail.id !== existing?.id)) throw new AppError('EMAIL_TAKEN')
        await users.assertUsernameFree(input.username, tx, byEmail?.id)
        if (byEmail) return (await users.updatePendingAccount(byEmail.id, values, tx)) as User
        return users.createPendingAccount({ ...values, passwordHash }, tx)
      })
      return billing.startSubscriptionCheckout(user, {
        planType: input.planType,
        billingCycle: input.billingCycle,
        promoCode: input.promoCode,
        lang,
      })
    },

    /** Deletes registrations still unpaid UNPAID_RELEASE_HOURS after their latest checkout attempt. Idempotent. */
    async releaseUnpaid() {
      const cutoff = new Date(now().getTime() - UNPAID_RELEASE_HOURS * 3_600_000)
      return users.deleteUnpaidBefore(cutoff)
    },
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>
