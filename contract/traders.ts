import { z } from 'zod'
import { Email } from './auth.ts'
import { endpoint } from './endpoint.ts'
import { MAX_EMAIL_LENGTH } from './limits.ts'

/**
 * A seller's trader details (EU Digital Services Act, Art. 30): given before the shop opens,
 * shown on the storefront, verified or suspended by an admin (docs/decisions/0082).
 */

export const TRADER_STATUSES = ['unverified', 'verified', 'suspended'] as const
export type TraderStatus = (typeof TRADER_STATUSES)[number]
/** What the seller's dashboard and the admin see: `missing` until the details are given. */
export type TraderState = TraderStatus | 'missing'

export const TRADER_LIMITS = {
  name: 200,
  address: 500,
  phone: 40,
  tradeRegister: 200,
  registrationNumber: 100,
  vatNumber: 20,
  reason: 300,
} as const
export const ADMIN_TRADERS_PAGE_SIZE = 30

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long')
/** An optional field of the form: an empty input means "I have none". */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .optional()
    .transform((v) => v || null)

export const TraderInput = z
  .object({
    name: text(TRADER_LIMITS.name),
    address: text(TRADER_LIMITS.address),
    email: Email,
    phone: text(TRADER_LIMITS.phone).regex(/^\+?[0-9][0-9 ()./-]{3,}$/, 'traders.errors.phone'),
    trade_register: optional(TRADER_LIMITS.tradeRegister),
    registration_number: optional(TRADER_LIMITS.registrationNumber),
    // Spaces and dots as people write them are dropped: "DE 123.456.789" → "DE123456789".
    vat_number: optional(TRADER_LIMITS.vatNumber)
      .transform((v) => (v ? v.replace(/[\s.-]/g, '').toUpperCase() : null))
      .refine((v) => v === null || /^[A-Z]{2}[A-Z0-9+*]{2,13}$/.test(v), 'traders.errors.vat'),
    /** Art. 30(1)(e): offers only products and services that comply with Union law. */
    self_certified: z.literal(true, 'traders.errors.self_certification'),
  })
  .superRefine((v, ctx) => {
    // A register number means nothing without the register that issued it, and the reverse.
    if (v.trade_register && !v.registration_number)
      ctx.addIssue({ code: 'custom', path: ['registration_number'], message: 'traders.errors.register_pair' })
    if (v.registration_number && !v.trade_register)
      ctx.addIssue({ code: 'custom', path: ['trade_register'], message: 'traders.errors.register_pair' })
  })
export type TraderInput = z.input<typeof TraderInput>

/** The details as the storefront shows them to buyers (Art. 30(7)). */
export const TraderPublic = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string().max(MAX_EMAIL_LENGTH),
  phone: z.string(),
  trade_register: z.string().nullable(),
  registration_number: z.string().nullable(),
  vat_number: z.string().nullable(),
  self_certified: z.literal(true),
  verified: z.boolean(),
})
export type TraderPublic = z.output<typeof TraderPublic>

/** The seller's own view: the details (null while missing) and where they stand. */
export const TraderView = z.object({
  state: z.enum([...TRADER_STATUSES, 'missing']),
  details: TraderPublic.omit({ verified: true }).nullable(),
  self_certified_at: z.iso.datetime().nullable(),
  /** Why an admin suspended the trader, told to the seller. */
  suspension_reason: z.string().nullable(),
})
export type TraderView = z.output<typeof TraderView>

export const AdminTraderQuery = z.object({
  status: z.enum(TRADER_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})
export const AdminTrader = TraderPublic.omit({ verified: true }).extend({
  user_id: z.uuid(),
  username: z.string(),
  status: z.enum(TRADER_STATUSES),
  shop_enabled: z.boolean(),
  self_certified_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  verified_at: z.iso.datetime().nullable(),
  suspended_at: z.iso.datetime().nullable(),
  suspension_reason: z.string().nullable(),
})
export type AdminTrader = z.output<typeof AdminTrader>
export const AdminTraderList = z.object({
  traders: z.array(AdminTrader),
  total: z.number().int(),
  page: z.number().int(),
  /** Enabled shops of AI-plan sellers that have not given their details yet. */
  missing: z.number().int(),
})
export type AdminTraderList = z.output<typeof AdminTraderList>

export const TraderIdParams = z.object({ userId: z.uuid() })
export const TRADER_ACTIONS = ['verify', 'suspend', 'reinstate'] as const
export type TraderAction = (typeof TRADER_ACTIONS)[number]
export const TraderDecisionBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('verify') }),
  z.object({ action: z.literal('reinstate') }),
  z.object({ action: z.literal('suspend'), reason: text(TRADER_LIMITS.reason) }),
])
export type TraderDecisionBody = z.input<typeof TraderDecisionBody>

const seller = { access: 'ai', tag: 'shop' } as const
const admin = { access: 'admin', tag: ['admin', 'shop'] } as const

export const tradersApi = {
  mine: endpoint({
    ...seller,
    method: 'GET',
    path: '/api/shop/trader',
    summary: "The seller's trader details (Art. 30 DSA) and whether they are verified or suspended",
    response: TraderView,
  }),
  save: endpoint({
    ...seller,
    method: 'PUT',
    path: '/api/shop/trader',
    summary: 'Give or correct the trader details; a verified trader is checked again after a change',
    body: TraderInput,
    response: TraderView,
  }),
  list: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/traders',
    summary: 'Traders, unverified first, with the count of open shops still missing their details',
    query: AdminTraderQuery,
    response: AdminTraderList,
  }),
  decide: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/traders/:userId',
    summary: "Verify, suspend (with a reason told to the seller) or reinstate a trader; a suspended trader's shop takes no orders",
    params: TraderIdParams,
    body: TraderDecisionBody,
    response: AdminTrader,
  }),
} as const
