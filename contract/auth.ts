import { z } from 'zod'
import { calendarDay } from './dates.ts'
import { MAX_EMAIL_LENGTH, UPLOAD_MAX_BYTES } from './limits.ts'
import { BillingCycleInput, PLAN_TYPES, PlanTypeInput } from './plans.ts'
import { siteLinks } from './site-links.ts'
import { LAYOUT_STYLES } from './social.ts'
import { isSingleLine, NOT_SINGLE_LINE_KEY } from './text.ts'

/**
 * Accounts: registration, login, password reset and the current user. Messages are catalog keys
 * (`auth.*`, `validation.*`) so the form and the API show the same words in every language. The
 * endpoints: contract/auth-api.ts.
 */

export const USERNAME_LIMITS = { min: 3, max: 30 } as const
/**
 * What a username reads as: lower case without dots, dashes and underscores. Two usernames with the
 * same skeleton (`mila.styles`, `Mila_Styles`, `milastyles`) could pass for each other on a link.
 */
export function usernameSkeleton(username: string) {
  return username.toLowerCase().replace(/[._-]/g, '')
}

export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9_.-]{${USERNAME_LIMITS.min},${USERNAME_LIMITS.max}}$`)
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const
export const PROFILE_TEXT_MAX = 150
/** Page name, phone and country lengths (forms, API and the users table). */
export const PROFILE_LIMITS = { pageName: 100, phone: 40, country: 100 } as const
/** Longest promo code a person may type (registration and the price check). */
export const PROMO_CODE_INPUT_MAX = 40
/** Largest profile picture upload. */
export const AVATAR_MAX_BYTES = UPLOAD_MAX_BYTES

export const ROLES = ['user', 'admin'] as const
export type Role = (typeof ROLES)[number]

/**
 * `/{username}` is a public page, so a username may not be the name of any app route, nor look
 * like a file or a path (dots only inside, never `..`, no file ending such as `.png`).
 * `server/reserved-usernames.int.test.ts` fails when a page route or server prefix is missing here.
 */
export const RESERVED_USERNAMES = new Set([
  'about',
  'admin',
  'ai-twin',
  'allinfluencers',
  'api',
  'app-icons',
  'appeals',
  'assets',
  'campaign',
  'checkout',
  'contact',
  'cookie-policy',
  'dashboard',
  'dev',
  'docs',
  'favicon.ico',
  'favicon.svg',
  'followers',
  'go',
  'help',
  'images',
  'imprint',
  'landing',
  'login',
  'logout',
  'looktag',
  'news',
  'offline',
  'og',
  'pricing',
  'privacy-policy',
  'profile',
  'register',
  'register-success',
  'report',
  'request-reset',
  'reset-password',
  'robots.txt',
  'root',
  'settings',
  'setup',
  'share',
  'shop',
  'sitemap.xml',
  'static',
  'subscription',
  'support',
  'terms-of-use',
  'thank-you',
  'trends',
  'uploads',
  'user',
  'users',
  'www',
])

/** Endings of files and scripts that scanners and browsers ask for (`/favicon.png`, `/wp-login.php`). */
const FILE_ENDING =
  /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|txt|xml|json|js|mjs|css|map|html?|php\d?|asp|aspx|jsp|cgi|env|ini|bak|sql|zip|gz|tar|pdf|webmanifest)$/i

/** Whether a path segment could name an account at all; anything else is a plain 404, not a missing creator. */
export function couldBeUsername(segment: string) {
  return USERNAME_PATTERN.test(segment) && !/^[.-]|[.-]$|\.\./.test(segment) && !FILE_ENDING.test(segment)
}

export function isUsernameAllowed(username: string) {
  return couldBeUsername(username) && !RESERVED_USERNAMES.has(username.toLowerCase())
}

const required = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long')

export const Username = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .refine((v) => USERNAME_PATTERN.test(v), 'auth.username_format')
  .refine((v) => isUsernameAllowed(v), 'auth.username_reserved')

export const Email = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(MAX_EMAIL_LENGTH, 'validation.too_long')
  .pipe(z.email('validation.email'))

export const Password = z.string().min(PASSWORD_LIMITS.min, 'auth.password_too_short').max(PASSWORD_LIMITS.max, 'auth.password_too_long')

/** Who may hold an account: at least 13 years old (terms of use), born at most 120 years ago. */
export const AGE_LIMITS = { min: 13, max: 120 } as const

/** `today` moved back by whole years (UTC); 29 February falls to 28 February. */
function yearsBefore(today: Date, years: number) {
  const day = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()))
  if (day.getUTCMonth() !== today.getUTCMonth()) day.setUTCDate(0)
  return day
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10)

/**
 * The birthdates allowed today, both ends included (the date picker's `min` and `max`): at least
 * 13 years old, and less than 121 years old, so "at most 120".
 */
export function birthdateRange(today = new Date()) {
  const oldest = yearsBefore(today, AGE_LIMITS.max + 1)
  oldest.setUTCDate(oldest.getUTCDate() + 1)
  return { min: isoDay(oldest), max: isoDay(yearsBefore(today, AGE_LIMITS.min)) }
}

/** ISO date of a real day, not in the future, within `birthdateRange`; each bound has its message. */
export const Birthdate = z
  .string()
  .min(1, 'auth.birthdate_required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'auth.birthdate_required', abort: true })
  .refine((v) => calendarDay(v) !== null && v <= isoDay(new Date()), { message: 'auth.birthdate_invalid', abort: true })
  .refine((v) => v <= birthdateRange().max, 'auth.birthdate_too_young')
  .refine((v) => v >= birthdateRange().min, 'auth.birthdate_too_old')

export const GENDERS = ['male', 'female', 'other'] as const
export type Gender = (typeof GENDERS)[number]

/** POST /api/auth/create-checkout-session — the spec's registration payload plus the terms box. */
export const RegisterInput = z.object({
  username: Username,
  email: Email,
  password: Password,
  page_name: required(PROFILE_LIMITS.pageName).refine(isSingleLine, NOT_SINGLE_LINE_KEY),
  phone: required(PROFILE_LIMITS.phone).regex(/^[+\d][\d\s()./-]{4,39}$/, 'auth.phone_invalid'),
  gender: z
    .union([z.enum(GENDERS), z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  birthdate: Birthdate,
  billingCycle: BillingCycleInput,
  planType: PlanTypeInput,
  promoCode: z
    .string()
    .trim()
    .max(PROMO_CODE_INPUT_MAX, 'validation.too_long')
    .optional()
    .transform((v) => v || undefined),
  acceptTerms: z.literal(true, { error: 'auth.accept_terms' }),
})
export type RegisterInput = z.input<typeof RegisterInput>

export const CheckoutResponse = z.object({ url: z.string() })

export const LoginInput = z.object({
  email: Email,
  password: z.string().min(1, 'validation.required').max(PASSWORD_LIMITS.max, 'auth.password_too_long'),
})

export const PasswordResetRequest = z.object({ email: Email })
export const PasswordReset = z.object({ token: z.string().min(16).max(200), newPassword: Password })

/** GET /api/users/me — the spec's user fields (photo is a URL path, or null). */
export const CurrentUser = z.object({
  id: z.string(),
  role: z.enum(ROLES),
  username: z.string(),
  page_name: z.string(),
  specialization: z.string().nullable(),
  introduction: z.string().nullable(),
  country: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthdate: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  photo: z.string().nullable(),
  badge_verified: z.boolean(),
  plan_type: z.enum(PLAN_TYPES),
  layout_style: z.enum(LAYOUT_STYLES),
  approved: z.boolean(),
  images: z.number(),
  public_email: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  tiktok: z.string().nullable(),
  currency: z.string(),
  shop_enabled: z.boolean(),
  stripe_account_id: z.string().nullable(),
})
export type CurrentUser = z.infer<typeof CurrentUser>

export const LoginResponse = z.object({ token: z.string(), user: CurrentUser })

/** An optional text field a request can leave out (unchanged) or send empty (cleared: null). */
const clearable = (max: number, message = 'validation.too_long', options: { singleLine?: boolean } = {}) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => !options.singleLine || isSingleLine(v), NOT_SINGLE_LINE_KEY)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null))

/**
 * Profile settings text fields (multipart; the avatar is the optional `photo` file). Only what is
 * sent changes: a field left out keeps its value, an empty one clears it; username and page name
 * may be left out but not cleared.
 */
export const ProfileUpdate = z.object({
  username: Username.optional(),
  pageName: required(PROFILE_LIMITS.pageName).refine(isSingleLine, NOT_SINGLE_LINE_KEY).optional(),
  specialization: clearable(PROFILE_TEXT_MAX, 'auth.profile_text_too_long', { singleLine: true }),
  introduction: clearable(PROFILE_TEXT_MAX, 'auth.profile_text_too_long'),
  country: clearable(PROFILE_LIMITS.country, undefined, { singleLine: true }),
  gender: z
    .union([z.enum(GENDERS), z.literal('')])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  // A pipe, not a union: a union would hide Birthdate's own messages behind "not valid".
  birthdate: z
    .string()
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .pipe(Birthdate.nullish()),
  phone: clearable(40),
})
export type ProfileUpdate = z.input<typeof ProfileUpdate>

/** A confirmation in the request's language. */
export const AuthMessage = z.object({ message: z.string() })

/** Signing out, which the header offers on every page: declared without zod in contract/site-links.ts. */
export const logout = siteLinks.logout
