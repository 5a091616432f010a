import { z } from 'zod'
import { ROLES } from './auth.ts'
import { PAYMENT_STATUSES, type PaymentStatus, SUBSCRIPTION_STATUSES } from './billing.ts'
import { IMAGE_CATEGORIES } from './images.ts'
import { BILLING_CYCLES, PLAN_TYPES } from './plans.ts'
import { SEARCH_MAX } from './public.ts'

/**
 * The admin area (`/admin`): creators, badge requests, settings, broadcasts, subscriptions, failed
 * renewals and the audit log: what its answers and forms hold. The endpoints: contract/admin-api.ts.
 */

export const MAX_EXPIRY_DAYS = { min: 1, max: 365, default: 7 } as const
export const ADMIN_PAGE_SIZE = 25

/** `PUT /api/admin/require-disclosure`: every new look must carry a disclosure choice. */
export const RequireDisclosureBody = z.object({ required: z.boolean() })
export const ADMIN_LIST_MAX = 100

export const AdminListQuery = z.object({
  search: z.string().trim().max(SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_LIST_MAX).default(ADMIN_PAGE_SIZE),
})
export type AdminListQuery = z.output<typeof AdminListQuery>

/**
 * Where an account stands, as the admin list shows it. Blocked wins (an admin said no); then an
 * unpaid registration awaits payment; a paid one awaits approval until an admin approves it.
 */
export const ACCOUNT_STATUSES = ['awaiting_payment', 'awaiting_approval', 'active', 'blocked'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

export function accountStatus(account: { approved: boolean; paymentStatus: PaymentStatus; blockedAt: Date | null }): AccountStatus {
  if (account.blockedAt) return 'blocked'
  if (account.paymentStatus !== 'paid') return 'awaiting_payment'
  return account.approved ? 'active' : 'awaiting_approval'
}

/**
 * `GET /api/admin/overview` — the header of the admin page. `total_influencers` counts active
 * creators (paid, approved, role user); the other counts are creators in the other states.
 */
export const AdminOverview = z.object({
  total_influencers: z.number().int(),
  awaiting_approval: z.number().int(),
  awaiting_payment: z.number().int(),
  blocked: z.number().int(),
  max_expiry_days: z.number().int(),
  /** Every new look must carry a disclosure choice (contract/disclosure.ts). */
  require_disclosure: z.boolean(),
  pending_badge_requests: z.number().int(),
})
export type AdminOverview = z.output<typeof AdminOverview>

/** One row of `GET /api/admin/influencers` → `{ total, influencers }`. */
export const AdminCreator = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  page_name: z.string(),
  role: z.enum(ROLES),
  /** The spec's switch: true only while the account is approved (see `status` for the whole truth). */
  approved: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  plan_type: z.enum(PLAN_TYPES),
  created_at: z.string(),
})
export type AdminCreator = z.output<typeof AdminCreator>
export const AdminCreatorList = z.object({ total: z.number().int(), influencers: z.array(AdminCreator) })
export type AdminCreatorList = z.output<typeof AdminCreatorList>

export const ApprovalBody = z.object({ approved: z.boolean() })
/** The answer of `PUT /api/admin/influencers/{id}/block`: the account's state after the change. */
export const ApprovalResult = z.object({ approved: z.boolean(), status: z.enum(ACCOUNT_STATUSES) })
export type ApprovalResult = z.output<typeof ApprovalResult>
export const RoleBody = z.object({ role: z.enum(ROLES) })
export const MaxExpiryBody = z.object({
  // A number, or a string from a form field; coercing anything else (true → 1, [5] → 5) would
  // accept values nobody typed.
  maxExpiryDays: z
    .union([z.number(), z.string()], 'admin.max_expiry_invalid')
    .pipe(
      z.coerce
        .number<string | number>('admin.max_expiry_invalid')
        .int('admin.max_expiry_invalid')
        .min(MAX_EXPIRY_DAYS.min, 'admin.max_expiry_invalid')
        .max(MAX_EXPIRY_DAYS.max, 'admin.max_expiry_invalid'),
    ),
})
// Declared beside their endpoints; the admin forms import them from here too.
export { BadgeReviewBody } from './badges.ts'
export { BroadcastBody } from './notifications.ts'

/** `GET /api/admin/influencers/{id}/images` — the Manage Images grid (expired ones too). */
export const AdminImage = z.object({
  id: z.string(),
  /** URL of a small variant. */
  thumbnail: z.string(),
  category: z.enum(IMAGE_CATEGORIES),
  description: z.string().nullable(),
  expiry_date: z.string(),
  created_at: z.string(),
})
export const AdminImageList = z.array(AdminImage)
export type AdminImage = z.output<typeof AdminImage>

/** `GET /api/admin/pending-stories` — oldest first. */
export const PendingStory = z.object({
  id: z.string(),
  username: z.string(),
  story_url: z.string(),
  submitted_at: z.string(),
})
export const PendingStoryList = z.array(PendingStory)
export type PendingStory = z.output<typeof PendingStory>

/** `GET /api/admin/subscriptions` — newest first. */
export const AdminSubscription = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan_type: z.enum(PLAN_TYPES),
  billing_cycle: z.enum(BILLING_CYCLES),
  /** What the subscription renews at (its own price, kept when the admin changes the plan prices), in minor units. */
  price: z.number().int(),
  currency: z.string(),
  /** End of the current period (ISO) or null when not known yet. */
  current_period_end: z.string().nullable(),
  /** The next payment: the renewal, or while past due the next attempt (same rule as the holder's page). */
  next_renewal: z.string().nullable(),
  /** While past due: access lasts until then. */
  grace_until: z.string().nullable(),
})
export const AdminSubscriptionList = z.array(AdminSubscription)
export type AdminSubscription = z.output<typeof AdminSubscription>

/** `GET /api/admin/failed-renewals` — newest first; amount in cents. */
export const AdminFailedRenewal = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
})
export const AdminFailedRenewalList = z.array(AdminFailedRenewal)
export type AdminFailedRenewal = z.output<typeof AdminFailedRenewal>

/** `GET /api/admin/audit-log?page` → `{ total, entries }`, newest first. */
export const AuditEntry = z.object({
  id: z.string(),
  actor_username: z.string().nullable(),
  /** Dotted verb: user.approve, user.block, user.role, user.delete, image.delete, badge.approve, badge.reject, settings.max_expiry, notification.broadcast. */
  action: z.string(),
  target_username: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
})
export const AuditLogPage = z.object({ total: z.number().int(), entries: z.array(AuditEntry) })
export type AuditEntry = z.output<typeof AuditEntry>
export type AuditLogPage = z.output<typeof AuditLogPage>
export const AuditLogQuery = z.object({ page: AdminListQuery.shape.page })

/**
 * `GET /api/admin/mail-failures` → mail the server could not hand to the mail server, newest first:
 * `retrying` (another attempt at `next_attempt_at`, waits doubling) or `failed` (attempts used up).
 */
export const MAIL_FAILURE_STATUSES = ['retrying', 'failed'] as const
export const AdminMailFailure = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_FAILURE_STATUSES),
  /** Failed attempts so far. */
  attempts: z.number().int(),
  /** The last attempt's error, as the mail server or the network gave it. */
  error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
})
export const AdminMailFailureList = z.array(AdminMailFailure)
export type AdminMailFailure = z.output<typeof AdminMailFailure>
