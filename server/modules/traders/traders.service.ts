import type { z } from 'zod'
import {
  ADMIN_TRADERS_PAGE_SIZE,
  type AdminTrader,
  type AdminTraderList,
  type AdminTraderQuery,
  type TraderDecisionBody,
  type TraderInput,
  type TraderPublic,
  type TraderState,
  type TraderView,
} from '../../../contract/traders.ts'
import type { Database } from '../../db/client.ts'
import type { Trader } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Translator } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { Actor } from '../users/users.service.ts'
import type { TraderDetails, TraderRow, TradersRepository } from './traders.repository.ts'

export interface TradersDeps {
  db: Database
  repo: TradersRepository
  audit: AuditRecorder
  notifications: Pick<NotificationsService, 'notify'>
  translator: Translator
  now?: () => Date
}

type SavedInput = z.output<typeof TraderInput>
type DecisionInput = z.output<typeof TraderDecisionBody>

const details = (row: Trader): Omit<TraderPublic, 'verified'> => ({
  name: row.name,
  address: row.address,
  email: row.email,
  phone: row.phone,
  trade_register: row.tradeRegister,
  registration_number: row.registrationNumber,
  vat_number: row.vatNumber,
  self_certified: true,
})

const sameDetails = (row: Trader, next: TraderDetails) =>
  row.name === next.name &&
  row.address === next.address &&
  row.email === next.email &&
  row.phone === next.phone &&
  row.tradeRegister === next.tradeRegister &&
  row.registrationNumber === next.registrationNumber &&
  row.vatNumber === next.vatNumber

function adminView(row: TraderRow): AdminTrader {
  return {
    ...details(row),
    user_id: row.userId,
    username: row.username,
    status: row.status,
    shop_enabled: row.shopEnabled,
    self_certified_at: row.selfCertifiedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspension_reason: row.suspensionReason,
  }
}

/**
 * Trader details of sellers (DSA Art. 30, docs/decisions/0082): the seller gives them, the
 * storefront shows them, an admin verifies or suspends. The shop asks `state` before opening
 * and before every checkout (server/modules/shop/trader-gate.ts).
 */
export function createTradersService({ db, repo, audit, notifications, translator, now = () => new Date() }: TradersDeps) {
  async function seller(actor: Actor) {
    const account = await repo.account(db, actor.id)
    if (!account) throw new AppError('UNAUTHORIZED')
    // The shop is an AI-plan feature; its trader details are too (checked here, not only by the route).
    if (account.planType !== 'ai') throw new AppError('FORBIDDEN')
    return account
  }

  function view(row: Trader | null): TraderView {
    return {
      state: row?.status ?? 'missing',
      details: row ? details(row) : null,
      self_certified_at: row?.selfCertifiedAt.toISOString() ?? null,
      suspension_reason: row?.status === 'suspended' ? row.suspensionReason : null,
    }
  }

  return {
    async mine(actor: Actor): Promise<TraderView> {
      await seller(actor)
      return view(await repo.find(db, actor.id))
    },

    /** A change of a verified trader's details needs verifying again; a suspension stays. */
    async save(actor: Actor, input: SavedInput): Promise<TraderView> {
      await seller(actor)
      const next: TraderDetails = {
        name: input.name,
        address: input.address,
        email: input.email,
        phone: input.phone,
        tradeRegister: input.trade_register,
        registrationNumber: input.registration_number,
        vatNumber: input.vat_number,
        selfCertifiedAt: now(),
      }
      const row = await db.transaction(async (tx) => {
        const current = await repo.find(tx, actor.id, { lock: true })
        const recheck = current?.status === 'verified' && !sameDetails(current, next)
        return repo.save(tx, actor.id, next, recheck ? { status: 'unverified', verifiedAt: null, verifiedBy: null } : {})
      })
      return view(row)
    },

    /** Where the seller stands: `missing` until the details are given. */
    async state(userId: string): Promise<TraderState> {
      return (await repo.find(db, userId))?.status ?? 'missing'
    },

    /** What the storefront shows buyers (Art. 30(7)), or null while the details are missing. */
    async forStorefront(username: string): Promise<{ state: TraderState; details: TraderPublic | null }> {
      const row = await repo.findByUsername(db, username)
      if (!row) return { state: 'missing', details: null }
      return { state: row.status, details: { ...details(row), verified: row.status === 'verified' } }
    },

    /** For the transparency figures (Art. 24): suspensions that began in the period and still hold. */
    suspensionsBetween: (start: Date, end: Date) => repo.suspensionsBetween(db, start, end),

    async adminList(actor: Actor, query: z.output<typeof AdminTraderQuery>): Promise<AdminTraderList> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const range = { limit: ADMIN_TRADERS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_TRADERS_PAGE_SIZE }
      const [{ rows, total }, missing] = await Promise.all([repo.page(db, { status: query.status }, range), repo.countMissing(db)])
      return { traders: rows.map(adminView), total, page: query.page, missing }
    },

    /**
     * Verify, suspend or reinstate, audited in the same transaction; the seller is told of a
     * suspension (with its reason) and of its end in their language.
     */
    async decide(actor: Actor, userId: string, decision: DecisionInput): Promise<AdminTrader> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      return db.transaction(async (tx) => {
        const current = await repo.find(tx, userId, { lock: true })
        const account = current && (await repo.account(tx, userId))
        if (!current || !account) throw new AppError('TRADER_NOT_FOUND')
        const at = now()
        if (decision.action === 'reinstate' && current.status !== 'suspended') throw new AppError('TRADER_NOT_SUSPENDED')
        const patch =
          decision.action === 'verify'
            ? { status: 'verified' as const, verifiedAt: at, verifiedBy: actor.id, suspendedAt: null, suspensionReason: null }
            : decision.action === 'suspend'
              ? { status: 'suspended' as const, suspendedAt: at, suspensionReason: decision.reason }
              : { status: current.verifiedAt ? ('verified' as const) : ('unverified' as const), suspendedAt: null, suspensionReason: null }
        await repo.update(tx, userId, patch)
        await audit.record(tx, {
          actorId: actor.id,
          action: `trader.${decision.action}`,
          target: { id: userId, username: account.username },
          reason: decision.action === 'suspend' ? decision.reason : null,
          details: { from: current.status, to: patch.status },
        })
        const t = translator(account.language)
        if (decision.action === 'suspend')
          await notifications.notify(userId, t('traders.notice.suspended', { reason: decision.reason }), { tx })
        else if (decision.action === 'reinstate') await notifications.notify(userId, t('traders.notice.reinstated'), { tx })
        return adminView((await repo.findWithUser(tx, userId)) as TraderRow)
      })
    },
  }
}

export type TradersService = ReturnType<typeof createTradersService>
