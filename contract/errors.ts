/**
 * The one table of error codes: HTTP status and the catalog key of the message shown to people.
 * Services throw `new AppError('CODE')` (server/errors.ts); the error plugin translates the message
 * into the request's language. 5xx answers never carry internals. The web types an API error's
 * `code` with the same table.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, key: 'errors.validation_failed' },
  BAD_REQUEST: { status: 400, key: 'errors.bad_request' },
  UNAUTHORIZED: { status: 401, key: 'errors.unauthorized' },
  FORBIDDEN: { status: 403, key: 'errors.forbidden' },
  ORIGIN_NOT_ALLOWED: { status: 403, key: 'errors.origin_not_allowed' },
  HOST_NOT_ALLOWED: { status: 421, key: 'errors.host_not_allowed' },
  NOT_FOUND: { status: 404, key: 'errors.not_found' },
  ROUTE_NOT_FOUND: { status: 404, key: 'errors.route_not_found' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'errors.payload_too_large' },
  BODY_TOO_DEEP: { status: 400, key: 'errors.body_too_deep' },
  BODY_TOO_COMPLEX: { status: 400, key: 'errors.body_too_complex' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'errors.unsupported_media_type' },
  MULTIPART_INVALID: { status: 400, key: 'errors.multipart_invalid' },
  RATE_LIMITED: { status: 429, key: 'errors.rate_limited' },
  // followers (followers.json)
  FOLLOW_TOO_MANY: { status: 429, key: 'followers.errors.too_many' },
  FOLLOW_LINK_INVALID: { status: 400, key: 'followers.errors.link_invalid' },
  // accounts (auth.json)
  USERNAME_TAKEN: { status: 409, key: 'auth.username_taken' },
  USERNAME_LOOKALIKE: { status: 409, key: 'auth.username_lookalike' },
  EMAIL_TAKEN: { status: 409, key: 'auth.email_taken' },
  REGISTRATION_PENDING: { status: 409, key: 'auth.registration_pending' },
  INVALID_CREDENTIALS: { status: 401, key: 'auth.invalid_credentials' },
  ACCOUNT_PENDING_PAYMENT: { status: 403, key: 'auth.pending_payment' },
  ACCOUNT_AWAITING_APPROVAL: { status: 403, key: 'auth.awaiting_approval' },
  ACCOUNT_BLOCKED: { status: 403, key: 'auth.blocked' },
  TOO_MANY_ATTEMPTS: { status: 429, key: 'auth.too_many_attempts' },
  ACCOUNT_LOGIN_PAUSED: { status: 429, key: 'auth.login_paused' },
  RESET_TOKEN_INVALID: { status: 400, key: 'auth.reset_failed' },
  SETUP_LINK_INVALID: { status: 404, key: 'setup.first_admin.link_invalid' },
  SETUP_LINK_EXPIRED: { status: 410, key: 'setup.first_admin.link_expired' },
  USER_NOT_FOUND: { status: 404, key: 'auth.user_not_found' },
  CANNOT_BLOCK_SELF: { status: 409, key: 'auth.cannot_block_self' },
  IMAGE_INVALID: { status: 400, key: 'auth.image_invalid' },
  // billing (billing.json)
  PROMO_INVALID: { status: 400, key: 'billing.promo_invalid' },
  PROMO_EXPIRED: { status: 400, key: 'billing.promo_expired' },
  CARD_DECLINED: { status: 402, key: 'billing.card_declined' },
  CHECKOUT_NOT_FOUND: { status: 404, key: 'billing.checkout_not_found' },
  CHECKOUT_FAILED: { status: 502, key: 'billing.checkout_failed' },
  PRICES_NOT_CREATED: { status: 502, key: 'operator.prices.stripe_failed' },
  PRICES_STRIPE_UNREACHABLE: { status: 502, key: 'operator.prices.stripe.unreachable' },
  PRICES_STRIPE_KEY_REJECTED: { status: 502, key: 'operator.prices.stripe.key_rejected' },
  PRICES_STRIPE_NOT_PERMITTED: { status: 502, key: 'operator.prices.stripe.not_permitted' },
  PRICES_STRIPE_BUSY: { status: 503, key: 'operator.prices.stripe.busy', retryAfterSeconds: 60 },
  PRICES_STRIPE_REFUSED: { status: 422, key: 'operator.prices.stripe.refused' },
  PRICES_CURRENCY_CHANGE_UNCONFIRMED: { status: 409, key: 'operator.prices.currency_change.unconfirmed' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, key: 'billing.webhook_signature_invalid' },
  WEBHOOK_EVENT_INVALID: { status: 400, key: 'billing.webhook_event_invalid' },
  SUBSCRIPTION_NOT_FOUND: { status: 404, key: 'billing.subscription_not_found' },
  SUBSCRIPTION_ENDED: { status: 409, key: 'billing.subscription_ended' },
  SUBSCRIPTION_ACTIVE: { status: 409, key: 'billing.subscription_active' },
  PLAN_CHANGE_INVALID: { status: 409, key: 'billing.plan_change_invalid' },
  PLAN_CHANGE_UNAVAILABLE: { status: 409, key: 'billing.plan_change_unavailable' },
  PLAN_CURRENCY_CHANGED: { status: 409, key: 'billing.subscription.manage.currency_changed' },
  INVOICE_NOT_FOUND: { status: 404, key: 'billing.invoice_not_found' },
  CONTACT_FAILED: { status: 500, key: 'contact.failure' },
  INTERNAL: { status: 500, key: 'errors.internal' },
  SERVICE_UNAVAILABLE: { status: 503, key: 'errors.service_unavailable' },
  // images (images.json); IMAGE_NOT_FOUND (404) is shared with tags below
  IMAGE_FIELDS_REQUIRED: { status: 400, key: 'images.required_fields' },
  IMAGE_UNSUPPORTED: { status: 415, key: 'images.unsupported' },
  IMAGE_CORRUPT: { status: 400, key: 'images.corrupt' },
  IMAGE_TOO_LARGE: { status: 422, key: 'images.too_many_pixels' },
  /** Every image worker busy and the queue full: try again shortly (the reply carries Retry-After). */
  IMAGE_WORK_BUSY: { status: 503, key: 'images.busy', retryAfterSeconds: 10 },
  EXPIRY_IN_PAST: { status: 400, key: 'images.expiry_in_past' },
  EXPIRY_TOO_FAR: { status: 400, key: 'images.expiry_too_far' },
  DISCLOSURE_REQUIRED: { status: 400, key: 'images.disclosure_required' },
  /** Publishing a look with neither description nor alt text: a screen reader would have nothing to say. */
  ALT_TEXT_REQUIRED: { status: 400, key: 'images.alt_text_required' },
  // dashboard: tags, badges, layout (tags.json, badges.json, social.json)
  TAG_NOT_FOUND: { status: 404, key: 'tags.not_found' },
  IMAGE_NOT_FOUND: { status: 404, key: 'tags.image_not_found' },
  // link health (links.json)
  LINK_NOT_FOUND: { status: 404, key: 'links.not_found' },
  LINK_CHECK_TOO_SOON: { status: 429, key: 'links.check_too_soon' },
  BADGE_REQUEST_PENDING: { status: 409, key: 'badges.pending' },
  BADGE_ALREADY_VERIFIED: { status: 409, key: 'badges.already_verified' },
  LAYOUT_LOCKED: { status: 409, key: 'social.layout_locked' },
  // data export and account deletion (account.json)
  WRONG_PASSWORD: { status: 400, key: 'account.error_wrong_password' },
  EXPORT_TOO_SOON: { status: 429, key: 'account.error_export_too_soon' },
  // admin area (admin.json)
  CANNOT_DELETE_SELF: { status: 409, key: 'admin.error_delete_self' },
  CANNOT_CHANGE_OWN_ROLE: { status: 409, key: 'admin.error_own_role' },
  LAST_ADMIN: { status: 409, key: 'admin.error_last_admin' },
  ACCOUNT_UNPAID: { status: 409, key: 'admin.error_unpaid' },
  ADMIN_NEEDS_PAID_ACCOUNT: { status: 409, key: 'admin.error_unpaid_admin' },
  BADGE_REQUEST_NOT_FOUND: { status: 404, key: 'admin.error_badge_not_found' },
  BADGE_ALREADY_REVIEWED: { status: 409, key: 'admin.error_badge_reviewed' },
  // public pages (public.json)
  INFLUENCER_NOT_FOUND: { status: 404, key: 'public.api.influencer_not_found' },
  ACCOUNT_NOT_APPROVED: { status: 403, key: 'public.api.account_not_approved' },
  // shop (errors.json, errors.shop.*)
  SHOP_PRODUCT_NOT_FOUND: { status: 404, key: 'errors.shop.product_not_found' },
  SHOP_NOT_FOUND: { status: 404, key: 'errors.shop.not_found' },
  SHOP_TOO_MANY_IMAGES: { status: 400, key: 'errors.shop.too_many_images' },
  SHOP_SELLER_NOT_READY: { status: 409, key: 'errors.shop.seller_not_ready' },
  SHOP_PRODUCT_UNAVAILABLE: { status: 409, key: 'errors.shop.product_unavailable' },
  SHOP_MIXED_CURRENCIES: { status: 409, key: 'errors.shop.mixed_currencies' },
  SHOP_OUT_OF_STOCK: { status: 409, key: 'errors.shop.out_of_stock' },
  SHOP_QUANTITY_LIMIT: { status: 400, key: 'errors.shop.quantity_limit' },
  SHOP_CHECKOUT_LIMIT: { status: 400, key: 'errors.shop.checkout_limit' },
  SHOP_TOO_MANY_OPEN_CHECKOUTS: { status: 429, key: 'errors.shop.too_many_open_checkouts' },
  SHOP_HOLD_LIMIT: { status: 429, key: 'errors.shop.hold_limit' },
  SHOP_BELOW_MINIMUM: { status: 400, key: 'errors.shop.below_minimum' },
  SHOP_ABOVE_MAXIMUM: { status: 400, key: 'errors.shop.above_maximum' },
  SHOP_TOTAL_CHANGED: { status: 409, key: 'errors.shop.total_changed' },
  SHOP_CHECKOUT_CLOSED: { status: 409, key: 'errors.shop.checkout_closed' },
  // trader details (traders.json)
  TRADER_NOT_FOUND: { status: 404, key: 'traders.errors.not_found' },
  TRADER_NOT_SUSPENDED: { status: 409, key: 'traders.errors.not_suspended' },
  TRADER_DETAILS_REQUIRED: { status: 409, key: 'traders.errors.details_required' },
  SHOP_NOT_TAKING_ORDERS: { status: 409, key: 'traders.errors.not_taking_orders' },
  SHOP_CONNECT_FAILED: { status: 502, key: 'errors.shop.connect_failed' },
  // campaigns (errors.json › campaigns)
  CAMPAIGN_ALREADY_TODAY: { status: 409, key: 'errors.campaigns.already_today' },
  CAMPAIGN_IMAGE_URL: { status: 400, key: 'errors.campaigns.image_url_unsupported' },
  CAMPAIGN_NOT_FOUND: { status: 404, key: 'errors.campaigns.not_found' },
  // growth section (growth.json)
  GROWTH_RANGE_INVALID: { status: 400, key: 'growth.range_invalid' },
  // notice and action (moderation.json)
  REPORT_IDENTITY_REQUIRED: { status: 400, key: 'moderation.errors.identity_required' },
  REPORT_TOO_MANY: { status: 429, key: 'moderation.errors.too_many' },
  REPORT_ITEM_BUSY: { status: 429, key: 'moderation.errors.item_busy' },
  REPORT_ITEM_NOT_FOUND: { status: 404, key: 'moderation.errors.item_not_found' },
  REPORT_LINK_INVALID: { status: 400, key: 'moderation.errors.link_invalid' },
  REPORT_ALREADY_DECIDED: { status: 409, key: 'moderation.errors.already_decided' },
  REPORT_OUTCOME_UNAVAILABLE: { status: 409, key: 'moderation.errors.outcome_unavailable' },
  /** A look or tag link a decision removed stays as it was until it is restored or purged (decision 0089). */
  CONTENT_REMOVED: { status: 409, key: 'moderation.errors.content_removed' },
  /** Art. 23: the address's notices are refused for a while (the message names until when). */
  REPORTS_REFUSED: { status: 403, key: 'moderation.errors.refused' },
  // complaints against moderation decisions (appeals.json)
  DECISION_NOT_FOUND: { status: 404, key: 'appeals.errors.not_found' },
  COMPLAINT_EXISTS: { status: 409, key: 'appeals.errors.exists' },
  COMPLAINT_WINDOW_CLOSED: { status: 409, key: 'appeals.errors.window_closed' },
  COMPLAINT_NOT_ALLOWED: { status: 409, key: 'appeals.errors.not_allowed' },
  COMPLAINT_SAME_REVIEWER: { status: 403, key: 'appeals.errors.same_reviewer' },
  COMPLAINT_ALREADY_REVIEWED: { status: 409, key: 'appeals.errors.already_reviewed' },
  APPEAL_LINK_INVALID: { status: 400, key: 'appeals.notifier.link_invalid' },
  MISUSE_SUSPENSION_NOT_DUE: { status: 409, key: 'appeals.errors.suspension_not_due' },
  // AI studio (errors.json, errors.twin.*)
  AI_TOO_MANY_PHOTOS: { status: 400, key: 'errors.twin.too_many_photos' },
  AI_PHOTOS_REQUIRED: { status: 400, key: 'errors.twin.photos_required' },
  AI_TRAINING_NOT_ALLOWED: { status: 409, key: 'errors.twin.training_not_allowed' },
  AI_TRAINING_RUNNING: { status: 409, key: 'errors.twin.training_running' },
  AI_MODEL_NOT_READY: { status: 409, key: 'errors.twin.model_not_ready' },
  AI_DAILY_LIMIT: { status: 429, key: 'errors.twin.daily_limit' },
  AI_IMAGE_NOT_FOUND: { status: 404, key: 'errors.twin.image_not_found' },
  AI_PHOTO_NOT_FOUND: { status: 404, key: 'errors.twin.photo_not_found' },
  AI_PHOTO_FACES: { status: 422, key: 'errors.twin.photo_faces' },
  AI_PHOTOS_CHECKING: { status: 409, key: 'errors.twin.photos_checking' },
  AI_ALREADY_PUBLISHED: { status: 409, key: 'errors.twin.already_published' },
  AI_STUDIO_UNAVAILABLE: { status: 503, key: 'errors.twin.studio_unavailable' },
  // the Instagram import (imports.json › errors)
  IMPORT_ARCHIVE_INVALID: { status: 400, key: 'imports.errors.archive_invalid' },
  IMPORT_ARCHIVE_TOO_LARGE: { status: 413, key: 'imports.errors.archive_too_large' },
  IMPORT_ARCHIVE_UNSAFE: { status: 400, key: 'imports.errors.archive_unsafe' },
  IMPORT_NOT_INSTAGRAM: { status: 400, key: 'imports.errors.not_instagram' },
  IMPORT_NO_PHOTOS: { status: 400, key: 'imports.errors.no_photos' },
  IMPORT_TOO_MANY_PHOTOS: { status: 400, key: 'imports.errors.too_many_photos' },
  IMPORT_MEDIA_MISSING: { status: 400, key: 'imports.errors.media_missing' },
  IMPORT_MEDIA_TOO_LARGE: { status: 400, key: 'imports.errors.media_too_large' },
  IMPORT_MEDIA_INVALID: { status: 400, key: 'imports.errors.media_invalid' },
  IMPORT_RUNNING: { status: 409, key: 'imports.errors.running' },
  IMPORT_INTERRUPTED: { status: 409, key: 'imports.errors.interrupted' },
  IMPORT_NOT_FOUND: { status: 404, key: 'imports.not_found' },
} as const satisfies Record<string, { status: number; key: string; retryAfterSeconds?: number }>

export type ErrorCode = keyof typeof ERROR_CODES

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value)
}

/** A message as a catalog key with its values, the way the contract and the API report it. */
export interface MessageKey {
  /** Catalog key, e.g. `validation.too_long`. */
  key: string
  /** Values for the message, e.g. `{ max: 100 }`. */
  params?: Record<string, string | number>
}

/** One field's message in a VALIDATION_FAILED answer. */
export interface ErrorDetail extends MessageKey {
  /** Dotted path of the offending field, e.g. `email`. */
  field: string
}

/** What the mapper needs of a zod issue (zod's own issues, or those fastify passes on). */
export interface IssueLike {
  path: readonly PropertyKey[]
  message?: string
  /** Set on `too_big` issues only. */
  maximum?: unknown
  /** A custom issue's values for its message (`{ amount: '0.50 EUR' }`). */
  params?: Record<string, unknown>
}

/** Schemas use catalog keys as messages (`validation.required`, `auth.accept_terms`). */
const CATALOG_KEY = /^[a-z][a-z0-9_]*\.[a-z0-9_.]+$/

/**
 * The one zod issue → field message mapping, used by the server's answers and by the forms: the
 * issue's catalog key (anything else becomes `validation.invalid`), `max` for length limits and a
 * custom issue's own text or number values.
 */
export function issueDetail(issue: IssueLike): ErrorDetail {
  const { message, maximum } = issue
  const params: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(issue.params ?? {}))
    if (typeof value === 'string' || typeof value === 'number') params[name] = value
  if (typeof maximum === 'number' || typeof maximum === 'bigint') params.max = Number(maximum)
  return {
    field: issue.path.map(String).join('.'),
    key: message && CATALOG_KEY.test(message) ? message : 'validation.invalid',
    ...(Object.keys(params).length ? { params } : {}),
  }
}

/** The first message of each field, for forms that show one message under each input. */
export function fieldMessages(issues: readonly IssueLike[]): Record<string, MessageKey> {
  const result: Record<string, MessageKey> = {}
  for (const issue of issues) {
    const { field, ...message } = issueDetail(issue)
    if (!result[field]) result[field] = message
  }
  return result
}
