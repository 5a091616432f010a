import { type SQL, sql } from 'drizzle-orm'
import type { ReportItemKind } from '../../../contract/moderation.ts'
import type { Executor } from '../../db/client.ts'
import { CREATOR_CHANGED_CHANNEL } from '../../web-cache/invalidation.ts'

/**
 * What public reads need to keep restricted content dark (decision 0081). A restriction is in
 * force while not lifted and not past its end. The ids in force are read once per statement (an
 * InitPlan), so a listing pays one small index scan, not a lookup per row.
 */
const inForce = sql`r.lifted_at is null and (r.ends_at is null or r.ends_at > now())`

/** `column` (an item id) is not restricted as `kind`: for every public listing of that kind. */
export function notRestricted(kind: ReportItemKind, column: SQL | unknown): SQL {
  return sql`${column} <> all(array(select r.item_id from restrictions r where r.kind = 'item' and r.item_kind = ${kind} and ${inForce}))`
}

/**
 * The creator's page is public as far as moderation goes: not restricted as an item and the
 * account not suspended (a suspension also blocks the account; this covers the window until the
 * block is lifted and pages read before it).
 */
export function creatorNotRestricted(userIdColumn: SQL | unknown): SQL {
  return sql`${userIdColumn} <> all(array(select r.item_id from restrictions r where r.item_kind = 'creator' and r.kind in ('item', 'account') and ${inForce}))`
}

/** The creator's shop is not suspended: storefront, products and checkout. */
export function shopNotSuspended(userIdColumn: SQL | unknown): SQL {
  return sql`${userIdColumn} <> all(array(select r.item_id from restrictions r where r.kind in ('shop', 'account') and ${inForce}))`
}

/** Whether one item is dark now (a single read, e.g. for a page of its own). */
export async function isRestricted(db: Executor, kind: ReportItemKind, id: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from restrictions r where r.item_kind = ${kind} and r.item_id = ${id} and r.kind = 'item' and ${inForce} limit 1`,
  )
  return result.rows.length > 0
}

/** Whether a removal (not reversed, not yet purged) keeps the item as it was: its owner may delete it, not change it. */
export async function isRemoved(db: Executor, kind: ReportItemKind, id: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from moderation_decisions d where d.item_kind = ${kind} and d.item_id = ${id} and d.outcome = 'remove' and d.reversed_at is null and d.purged_at is null limit 1`,
  )
  return result.rows.length > 0
}

/** Which of `ids` are dark now as `kind` (e.g. a cart's products at checkout). */
export async function restrictedAmong(db: Executor, kind: ReportItemKind, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const result = await db.execute<{ item_id: string }>(
    sql`select r.item_id from restrictions r where r.item_kind = ${kind} and r.kind = 'item' and r.item_id in (${list}) and ${inForce}`,
  )
  return new Set(result.rows.map((r) => r.item_id))
}

/** Whether the creator's page is dark now: restricted as an item or the account suspended. */
export async function isCreatorRestricted(db: Executor, userId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from restrictions r where r.item_kind = 'creator' and r.item_id = ${userId} and r.kind in ('item', 'account') and ${inForce} limit 1`,
  )
  return result.rows.length > 0
}

/** Whether the creator's shop is closed by a suspension (of the shop or the whole account). */
export async function isShopSuspended(db: Executor, userId: string): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from restrictions r where r.item_kind = 'creator' and r.item_id = ${userId} and r.kind in ('shop', 'account') and ${inForce} limit 1`,
  )
  return result.rows.length > 0
}

/** Tells every process to drop what it cached of the creator's pages (sent at commit). */
export async function creatorChanged(db: Executor, usernameOrId: string) {
  await db.execute(sql`select pg_notify(${CREATOR_CHANGED_CHANNEL}, ${usernameOrId})`)
}
