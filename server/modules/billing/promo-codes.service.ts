import type { BillingCycle, PlanType } from '../../../contract/plans.ts'
import type { Database } from '../../db/client.ts'
import type { PromoCode } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Actor } from '../users/users.service.ts'
import type { BillingRepository } from './billing.repository.ts'
import type { PlanPricesService } from './plan-prices.service.ts'

interface PromoCodesDeps {
  db: Database
  repo: BillingRepository
  audit: AuditRecorder
  planPrices: Pick<PlanPricesService, 'prices'>
  now?: () => Date
}

export interface PromoInput {
  code: string
  percentOff?: number | null
  amountOffCents?: number | null
  expiresAt?: Date | null
  maxUses?: number | null
  active?: boolean
}
export type PromoPatch = Partial<Omit<PromoInput, 'code'>>

/** What the audit log keeps of a promo code. */
const promoDetails = (p: PromoCode) => ({
  code: p.code,
  percent_off: p.percentOff,
  amount_off_cents: p.amountOffCents,
  expires_at: p.expiresAt?.toISOString() ?? null,
  max_uses: p.maxUses,
  active: p.active,
})

export function discountedCents(price: number, promo?: Pick<PromoCode, 'percentOff' | 'amountOffCents'>) {
  if (promo?.percentOff != null) return Math.round((price * (100 - promo.percentOff)) / 100)
  if (promo?.amountOffCents != null) return Math.max(0, price - promo.amountOffCents)
  return price
}

const invalid = (field: string, key: string) => new AppError('VALIDATION_FAILED', [{ field, key }])

function assertAdmin(actor: Actor | null | undefined): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED')
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
}

/** Promo codes: the admin's list and edits, and whether a code can be used for a first payment. */
export function createPromoCodesService({ db, repo, audit, planPrices, now = () => new Date() }: PromoCodesDeps) {
  const platformCurrency = async () => (await planPrices.prices()).currency

  /** The active, unexpired, not used-up code; PROMO_INVALID / PROMO_EXPIRED otherwise. */
  async function usable(code: string): Promise<PromoCode> {
    const promo = await repo.findPromoByCode(db, code.trim())
    if (!promo?.active) throw new AppError('PROMO_INVALID')
    if (promo.expiresAt && promo.expiresAt <= now()) throw new AppError('PROMO_EXPIRED')
    if (promo.maxUses != null && promo.timesUsed >= promo.maxUses) throw new AppError('PROMO_INVALID')
    // An amount off only applies in the currency the plans are priced in.
    if (promo.amountOffCents != null && promo.currency?.toLowerCase() !== (await platformCurrency())) throw new AppError('PROMO_INVALID')
    return promo
  }

  return {
    usable,

    /** The discount a code gives on the plan's first payment; PROMO_INVALID / PROMO_EXPIRED otherwise. */
    async checkPromo(code: string, planType: PlanType, billingCycle: BillingCycle) {
      const promo = await usable(code)
      return {
        code: promo.code,
        percentOff: promo.percentOff,
        amountOffCents: promo.amountOffCents,
        amountCents: discountedCents((await planPrices.prices())[planType][billingCycle], promo),
      }
    },

    async listPromoCodes(actor: Actor | null) {
      assertAdmin(actor)
      return repo.listPromos(db)
    },

    async createPromoCode(actor: Actor | null, input: PromoInput) {
      assertAdmin(actor)
      const percentOff = input.percentOff ?? null
      const amountOffCents = input.amountOffCents ?? null
      if ((percentOff == null) === (amountOffCents == null)) throw invalid('percentOff', 'billing.admin.discount_one_of')
      if (await repo.findPromoByCode(db, input.code)) throw invalid('code', 'billing.admin.code_taken')
      try {
        return await db.transaction(async (tx) => {
          const created = await repo.insertPromo(tx, {
            code: input.code,
            percentOff,
            amountOffCents,
            currency: amountOffCents != null ? await platformCurrency() : null,
            expiresAt: input.expiresAt ?? null,
            maxUses: input.maxUses ?? null,
            active: input.active ?? true,
          })
          await audit.record(tx, { actorId: actor.id, action: 'promo.create', details: promoDetails(created) })
          return created
        })
      } catch (error) {
        // Two admins creating the same code at once: the unique index decides.
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw invalid('code', 'billing.admin.code_taken')
        throw error
      }
    },

    async updatePromoCode(actor: Actor | null, id: string, patch: PromoPatch) {
      assertAdmin(actor)
      const promo = await repo.findPromoById(db, id)
      if (!promo) throw new AppError('NOT_FOUND')
      const changes: Partial<PromoCode> = {}
      if (patch.percentOff != null && patch.amountOffCents != null) throw invalid('percentOff', 'billing.admin.discount_one_of')
      if (patch.percentOff != null) Object.assign(changes, { percentOff: patch.percentOff, amountOffCents: null, currency: null })
      if (patch.amountOffCents != null) {
        Object.assign(changes, { amountOffCents: patch.amountOffCents, percentOff: null, currency: await platformCurrency() })
      }
      // Provider coupons cannot change: a new discount gets a new coupon on next use.
      if (
        changes.percentOff !== undefined &&
        (changes.percentOff !== promo.percentOff || changes.amountOffCents !== promo.amountOffCents)
      ) {
        changes.providerCouponId = null
      }
      if (patch.expiresAt !== undefined) changes.expiresAt = patch.expiresAt
      if (patch.maxUses !== undefined) changes.maxUses = patch.maxUses
      if (patch.active !== undefined) changes.active = patch.active
      if (!Object.keys(changes).length) return promo
      return db.transaction(async (tx) => {
        const updated = (await repo.updatePromo(tx, id, changes)) ?? promo
        await audit.record(tx, {
          actorId: actor.id,
          action: 'promo.update',
          details: { ...promoDetails(updated), before: promoDetails(promo) },
        })
        return updated
      })
    },
  }
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>
