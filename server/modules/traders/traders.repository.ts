import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { type NewTrader, type Trader, traders, users } from '../../db/schema/index.ts'

export type TraderRow = Trader & { username: string; shopEnabled: boolean }
export type TraderDetails = Pick<
  NewTrader,
  'name' | 'address' | 'email' | 'phone' | 'tradeRegister' | 'registrationNumber' | 'vatNumber' | 'selfCertifiedAt'
>
export type TraderPatch = Partial<Pick<Trader, 'status' | 'verifiedAt' | 'verifiedBy' | 'suspendedAt' | 'suspensionReason'>>

const withUser = { trader: traders, username: users.username, shopEnabled: users.shopEnabled }
const flat = (r: { trader: Trader; username: string; shopEnabled: boolean }): TraderRow => ({
  ...r.trader,
  username: r.username,
  shopEnabled: r.shopEnabled,
})

/** The only code that knows the traders table. Every function takes the executor (db or tx) first. */
export function createTradersRepository() {
  return {
    /** The seller's account as the trader rules need it (plan, language), or null when gone. */
    async account(db: Executor, userId: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, planType: users.planType, language: users.language })
        .from(users)
        .where(eq(users.id, userId))
      return row ?? null
    },

    async find(db: Executor, userId: string, opts: { lock?: boolean } = {}): Promise<Trader | null> {
      const query = db.select().from(traders).where(eq(traders.userId, userId))
      const [row] = opts.lock ? await query.for('update') : await query
      return row ?? null
    },

    async findByUsername(db: Executor, username: string): Promise<Trader | null> {
      const [row] = await db
        .select({ trader: traders })
        .from(traders)
        .innerJoin(users, eq(users.id, traders.userId))
        .where(eq(users.username, username))
      return row?.trader ?? null
    },

    async findWithUser(db: Executor, userId: string): Promise<TraderRow | null> {
      const [row] = await db.select(withUser).from(traders).innerJoin(users, eq(users.id, traders.userId)).where(eq(traders.userId, userId))
      return row ? flat(row) : null
    },

    /** Inserts or replaces the details; concurrent first saves meet in the primary key, the later one wins. */
    async save(db: Executor, userId: string, details: TraderDetails, patch: TraderPatch = {}): Promise<Trader> {
      const [row] = await db
        .insert(traders)
        .values({ userId, ...details, ...patch })
        .onConflictDoUpdate({ target: traders.userId, set: { ...details, ...patch, updatedAt: new Date() } })
        .returning()
      return row as Trader
    },

    async update(db: Executor, userId: string, patch: TraderPatch): Promise<Trader | null> {
      const [row] = await db.update(traders).set(patch).where(eq(traders.userId, userId)).returning()
      return row ?? null
    },

    /** Unverified first (the admin's work), then suspended, then verified; newest change first within each. */
    async page(db: Executor, filter: { status?: Trader['status'] }, range: { limit: number; offset: number }) {
      const where = filter.status ? eq(traders.status, filter.status) : undefined
      const order = sql`case ${traders.status} when 'unverified' then 0 when 'suspended' then 1 else 2 end`
      const [rows, [total]] = await Promise.all([
        db
          .select(withUser)
          .from(traders)
          .innerJoin(users, eq(users.id, traders.userId))
          .where(where)
          .orderBy(asc(order), desc(traders.updatedAt), asc(traders.userId))
          .limit(range.limit)
          .offset(range.offset),
        db.select({ n: count() }).from(traders).where(where),
      ])
      return { rows: rows.map(flat), total: total?.n ?? 0 }
    },

    /** Traders whose current suspension began in the period (a row keeps only its latest). */
    async suspensionsBetween(db: Executor, start: Date, end: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(traders)
        .where(and(eq(traders.status, 'suspended'), gte(traders.suspendedAt, start), lt(traders.suspendedAt, end)))
      return row?.n ?? 0
    },

    /** Switched-on shops of AI-plan sellers that have never given their details. */
    async countMissing(db: Executor): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .leftJoin(traders, eq(traders.userId, users.id))
        .where(and(eq(users.planType, 'ai'), eq(users.shopEnabled, true), isNull(traders.userId)))
      return row?.n ?? 0
    },
  }
}

export type TradersRepository = ReturnType<typeof createTradersRepository>
