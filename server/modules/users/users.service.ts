import type { z } from 'zod'
import { accountStatus } from '../../../contract/admin.ts'
import { type CurrentUser, isUsernameAllowed, type ProfileUpdate } from '../../../contract/auth.ts'
import type { Language } from '../../../contract/language.ts'
import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { LayoutStyle, SocialLinks, SocialLinksInput } from '../../../contract/social.ts'
import { socialLinkOrNull } from '../../../contract/social-links.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { NewUser, User } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { hashPassword } from '../auth/password.ts'
import { assertAcceptablePassword } from '../auth/password-policy.ts'
import { storeAvatar } from './avatar.ts'
import type { UsersRepository } from './users.repository.ts'

type ProfileData = z.output<typeof ProfileUpdate>

/** Who is acting, as the auth plugin established it. */
export interface Actor {
  id: string
  role: 'user' | 'admin'
}

interface UsersDeps {
  db: Database
  repo: UsersRepository
  storage: StoragePort
}

export function createUsersService({ db, repo, storage }: UsersDeps) {
  /**
   * A username no other account has, nor one that reads the same (usernameSkeleton): the taken
   * name itself is USERNAME_TAKEN, a look-alike USERNAME_LOOKALIKE. `ownId` may keep its own.
   */
  async function assertUsernameFree(tx: Executor, username: string, ownId?: string) {
    const same = await repo.findByUsername(tx, username)
    if (same && same.id !== ownId) throw new AppError('USERNAME_TAKEN')
    const lookalike = await repo.findUsernameLookalike(tx, username)
    if (lookalike && lookalike.id !== ownId) throw new AppError('USERNAME_LOOKALIKE')
  }

  async function toCurrentUser(user: User, tx: Executor = db): Promise<CurrentUser> {
    return {
      id: user.id,
      role: user.role,
      username: user.username,
      page_name: user.pageName,
      specialization: user.specialization,
      introduction: user.introduction,
      country: user.country,
      gender: user.gender,
      birthdate: user.birthdate,
      phone: user.phone,
      email: user.email,
      photo: user.photo ? storage.url(user.photo) : null,
      badge_verified: user.badgeVerified,
      plan_type: user.planType,
      layout_style: user.layoutStyle,
      approved: user.approved,
      images: await repo.countImages(tx, user.id),
      public_email: user.publicEmail,
      instagram: socialLinkOrNull('instagram', user.instagram),
      facebook: socialLinkOrNull('facebook', user.facebook),
      tiktok: socialLinkOrNull('tiktok', user.tiktok),
      currency: user.currency,
      shop_enabled: user.shopEnabled,
      stripe_account_id: user.stripeAccountId,
    }
  }

  return {
    toCurrentUser,

    async me(actor: Actor) {
      const user = await repo.findById(db, actor.id)
      if (!user) throw new AppError('UNAUTHORIZED')
      return toCurrentUser(user)
    },

    /**
     * Profile settings: only the fields sent change (null clears an optional one). The username
     * stays unique (case-insensitive); a new avatar replaces the old one, whose file is removed
     * only after the row points at the new one.
     */
    async updateProfile(actor: Actor, input: ProfileData, photo?: Buffer) {
      const user = await repo.findById(db, actor.id)
      if (!user) throw new AppError('UNAUTHORIZED')
      const photoKey = photo ? await storeAvatar(storage, photo, user.id) : undefined
      const changes = definedOnly(input)
      try {
        const updated = await db.transaction(async (tx) => {
          if (input.username !== undefined) await assertUsernameFree(tx, input.username, user.id)
          return repo.update(tx, user.id, { ...changes, ...(photoKey ? { photo: photoKey } : {}) })
        })
        if (photoKey && user.photo) await storage.delete(user.photo).catch(() => undefined)
        return toCurrentUser(updated as User)
      } catch (error) {
        if (photoKey) await storage.delete(photoKey).catch(() => undefined)
        throw error
      }
    },

    /**
     * An approved account that needs no payment: the first admin, complimentary accounts
     * (`npm run user:create`, ADMIN_EMAIL/ADMIN_PASSWORD). Refuses an existing email or username.
     */
    async createApprovedAccount(
      input: {
        email: string
        password: string
        username?: string
        role?: 'user' | 'admin'
        planType?: PlanType
      },
      /** Runs inside this transaction (e.g. with the bootstrap marker), else in its own. */
      outer?: Executor,
    ) {
      const username = input.username ?? defaultUsername(input.email)
      if (!isUsernameAllowed(username)) throw new AppError('VALIDATION_FAILED', [{ field: 'username', key: 'auth.username_format' }])
      assertAcceptablePassword(input.password)
      const passwordHash = await hashPassword(input.password)
      const create = async (tx: Executor) => {
        if (await repo.findByEmail(tx, input.email)) throw new AppError('EMAIL_TAKEN')
        await assertUsernameFree(tx, username)
        return repo.insert(tx, {
          username,
          email: input.email,
          passwordHash,
          pageName: username,
          role: input.role ?? 'user',
          planType: input.planType ?? 'basic',
          approved: true,
          paymentStatus: 'paid',
        })
      }
      return outer ? create(outer) : db.transaction(create)
    },

    /** Dashboard social links form; empty strings for links never set. */
    async getSocialLinks(actor: Actor): Promise<SocialLinks> {
      const user = await repo.findById(db, actor.id)
      if (!user) throw new AppError('UNAUTHORIZED')
      return toSocialLinks(user)
    },

    /** Links arrive normalized to profile URLs (contract); empty clears a link, a missing field keeps it. */
    async updateSocialLinks(actor: Actor, input: SocialLinksInput): Promise<SocialLinks> {
      const value = (v: string | null | undefined) => (v === undefined ? undefined : v || null)
      const user = await repo.update(db, actor.id, {
        instagram: value(input.instagram),
        facebook: value(input.facebook),
        tiktok: value(input.tiktok),
        publicEmail: value(input.public_email),
      })
      if (!user) throw new AppError('UNAUTHORIZED')
      return toSocialLinks(user)
    },

    /**
     * The language mails and notifications to this account are written in: the one the holder
     * last chose on the site (`chosen`) or signed in with.
     */
    async setLanguage(userId: string, language: Language, tx: Executor = db, opts: { chosen?: boolean } = {}) {
      await repo.update(tx, userId, opts.chosen ? { language, languageChosen: true } : { language })
    },

    /** Fashion or business; once business is stored the choice is locked (spec §4). */
    async updateLayoutStyle(actor: Actor, style: LayoutStyle) {
      const user = await repo.setLayoutStyle(db, actor.id, style)
      if (user) return { layout_style: user.layoutStyle }
      if (!(await repo.findById(db, actor.id))) throw new AppError('UNAUTHORIZED')
      throw new AppError('LAYOUT_LOCKED')
    },

    /** Admin list of creators and admins, searchable by username or email, paged. */
    async listAccounts(actor: Actor, query: { search?: string; page: number; limit: number }) {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const { total, users } = await repo.list(db, query)
      // Only what the admin list shows: rows also carry password hashes and token versions.
      return {
        total,
        influencers: users.map((u) => ({
          id: u.id,
          username: u.username,
          email: u.email,
          page_name: u.pageName,
          role: u.role,
          approved: u.approved,
          status: accountStatus(u),
          payment_status: u.paymentStatus,
          plan_type: u.planType,
          created_at: u.createdAt.toISOString(),
        })),
      }
    },

    /**
     * Payment confirmed (webhook or local checkout): the account now waits for an admin, on the
     * plan and cycle of the checkout that was paid (a later re-registration may have asked for
     * another one). Idempotent.
     */
    async markPaid(userId: string, tx: Executor = db, paid?: { planType: PlanType; billingCycle: BillingCycle }) {
      const user = await repo.findById(tx, userId)
      if (!user || user.paymentStatus === 'paid') return user
      return repo.update(tx, userId, {
        paymentStatus: 'paid',
        ...(paid ? { planType: paid.planType, billingCycle: paid.billingCycle } : {}),
      })
    },

    /** The plan the account's subscription grants now (billing keeps it in step; guards read it). */
    async setPlan(userId: string, planType: PlanType, tx: Executor = db) {
      const user = await repo.findById(tx, userId)
      if (!user || user.planType === planType) return user
      return repo.update(tx, userId, { planType })
    },

    findById: (userId: string, tx: Executor = db) => repo.findById(tx, userId),
    findByEmail: (email: string, tx: Executor = db) => repo.findByEmail(tx, email),
    findByUsername: (username: string, tx: Executor = db) => repo.findByUsername(tx, username),
    assertUsernameFree: (username: string, tx: Executor, ownId?: string) => assertUsernameFree(tx, username, ownId),

    /** A registration waiting for payment (registration.service decides when one may be made). */
    createPendingAccount: (values: NewUser, tx: Executor) => repo.insert(tx, values),
    /** A pending registration registered again: its details and checkout start are replaced. */
    updatePendingAccount: (userId: string, values: Partial<NewUser>, tx: Executor) => repo.update(tx, userId, values),

    /** A new password (reset): every session issued before stops working. */
    async setPasswordHash(userId: string, passwordHash: string, tx: Executor) {
      await repo.update(tx, userId, { passwordHash })
      await repo.revokeSessions(tx, userId)
    },

    /** Registrations still unpaid since before `cutoff` (the accounts cleanup job); their names become free. */
    deleteUnpaidBefore: (cutoff: Date) => repo.deleteUnpaidBefore(db, cutoff),
  }
}

/** The fields a request sent: a field left out (undefined) is no change. */
function definedOnly<T extends object>(value: T) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> }
}

function toSocialLinks(user: User): SocialLinks {
  return {
    instagram: socialLinkOrNull('instagram', user.instagram) ?? '',
    facebook: socialLinkOrNull('facebook', user.facebook) ?? '',
    tiktok: socialLinkOrNull('tiktok', user.tiktok) ?? '',
    public_email: user.publicEmail ?? '',
  }
}

/** `anna.schmidt@example.com` → `anna.schmidt`, trimmed to the allowed characters and length. */
function defaultUsername(email: string) {
  const local = email
    .split('@')[0]
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/^[.-]+|[.-]+$/g, '')
  const name = (local.length >= 3 ? local : `${local}user`).slice(0, 24)
  // A reserved name (`admin@…` → `admin`) gets a numeric suffix.
  return isUsernameAllowed(name) ? name : `${name}_${Math.floor(1000 + Math.random() * 9000)}`
}

export type UsersService = ReturnType<typeof createUsersService>
