import { sql } from 'drizzle-orm'
import type { ReportItemKind } from '../../../contract/moderation.ts'
import type { Executor } from '../../db/client.ts'
import type { StoredImage } from '../../db/schema/index.ts'

/** A reportable item as the public sees it, with its creator. */
export interface ReportedItem {
  kind: ReportItemKind
  id: string
  creatorId: string
  creatorUsername: string
  creatorName: string
  label: string
  /** Storage key of a picture of it (the queue shows it), null when it has none. */
  imageKey: string | null
  createdAt: Date | null
  /** For a look: its tag links visitors see. */
  tagLinks: { id: string; link: string }[]
  /** For a tag link: the look it is on. */
  lookId: string | null
}

/** A creator whose page is public: paid, approved, a creator (as the public pages say it). */
const publicCreator = sql`u.approved and u.payment_status = 'paid' and u.role = 'user'`

/** The smallest WebP (else any) variant of a stored picture, for a thumbnail. */
function thumbKey(variants: { key: string; width: number; format: string }[] | null | undefined, fallback: string | null) {
  const list = [...(variants ?? [])].sort((a, b) => a.width - b.width)
  return (list.find((v) => v.format === 'webp') ?? list[0])?.key ?? fallback
}

type Row = Record<string, unknown>
const first = async (db: Executor, query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as Row | undefined

/**
 * The item behind kind + id, whatever its state (`publicOnly`: only while the public can see it,
 * which is what a notice may name). Undefined when it does not exist (or is not public).
 */
export async function findItem(db: Executor, kind: ReportItemKind, id: string, publicOnly: boolean): Promise<ReportedItem | undefined> {
  const pub = publicOnly ? publicCreator : sql`true`
  const base = (row: Row) => ({
    kind,
    creatorId: row.creator_id as string,
    creatorUsername: row.username as string,
    creatorName: (row.page_name as string) || (row.username as string),
    tagLinks: [] as { id: string; link: string }[],
    lookId: null as string | null,
  })
  switch (kind) {
    case 'look': {
      const row = await first(
        db,
        sql`select i.id, i.description, i.alt_text, i.category, i.storage_key, i.variants, i.created_at, u.id as creator_id, u.username, u.page_name,
          (select coalesce(json_agg(json_build_object('id', t.id, 'link', t.link) order by t.created_at, t.id), '[]') from tags t
            where t.image_id = i.id and not exists (select 1 from hidden_tags h where h.tag_id = t.id)) as tag_links
          from images i join users u on u.id = i.user_id where i.id = ${id}
          ${publicOnly ? sql`and i.published_at is not null and i.expiry_date >= current_date and ${pub}` : sql``}`,
      )
      if (!row) return undefined
      return {
        ...base(row),
        id,
        label: (row.description as string) || (row.alt_text as string) || (row.category as string),
        imageKey: thumbKey(row.variants as never, row.storage_key as string),
        createdAt: new Date(row.created_at as string),
        tagLinks: row.tag_links as { id: string; link: string }[],
      }
    }
    case 'tag_link': {
      const row = await first(
        db,
        sql`select t.link, t.created_at, i.id as image_id, i.storage_key, i.variants, u.id as creator_id, u.username, u.page_name
          from tags t join images i on i.id = t.image_id join users u on u.id = i.user_id where t.id = ${id}
          ${publicOnly ? sql`and i.published_at is not null and i.expiry_date >= current_date and ${pub}` : sql``}`,
      )
      if (!row) return undefined
      return {
        ...base(row),
        id,
        label: row.link as string,
        lookId: row.image_id as string,
        imageKey: thumbKey(row.variants as never, row.storage_key as string),
        createdAt: new Date(row.created_at as string),
      }
    }
    case 'product': {
      const row = await first(
        db,
        sql`select p.name, p.images, p.created_at, u.id as creator_id, u.username, u.page_name
          from products p join users u on u.id = p.user_id where p.id = ${id} ${publicOnly ? sql`and ${pub}` : sql``}`,
      )
      if (!row) return undefined
      const pictures = row.images as StoredImage[]
      return {
        ...base(row),
        id,
        label: row.name as string,
        imageKey: pictures[0] ? thumbKey(pictures[0].variants, pictures[0].key) : null,
        createdAt: new Date(row.created_at as string),
      }
    }
    case 'campaign': {
      const row = await first(
        db,
        sql`select c.title, c.image_url, c.created_at, u.id as creator_id, u.username, u.page_name
          from campaigns c join users u on u.id = c.user_id where c.id = ${id} ${publicOnly ? sql`and ${pub}` : sql``}`,
      )
      if (!row) return undefined
      return {
        ...base(row),
        id,
        label: row.title as string,
        imageKey: (row.image_url as string) ?? null,
        createdAt: new Date(row.created_at as string),
      }
    }
    case 'creator': {
      const row = await first(
        db,
        sql`select u.id as creator_id, u.username, u.page_name, u.photo, u.created_at from users u where u.id = ${id} ${publicOnly ? sql`and ${pub}` : sql``}`,
      )
      if (!row) return undefined
      return {
        ...base(row),
        id,
        label: (row.page_name as string) || (row.username as string),
        imageKey: (row.photo as string) ?? null,
        createdAt: new Date(row.created_at as string),
      }
    }
  }
}

/** The item's public address (Art. 16(2)(b): its exact electronic location). */
export function itemUrl(publicUrl: string, item: Pick<ReportedItem, 'kind' | 'id' | 'creatorUsername' | 'lookId'>) {
  const page = `${publicUrl}/${encodeURIComponent(item.creatorUsername)}`
  switch (item.kind) {
    case 'look':
      return `${page}?image=${item.id}`
    case 'tag_link':
      return item.lookId ? `${page}?image=${item.lookId}#tag-${item.id}` : page
    case 'product':
      return `${page}/shop#product-${item.id}`
    case 'campaign':
      return `${page}#campaign-${item.id}`
    case 'creator':
      return page
  }
}

/** A public creator's id by username (the creator page's Report link names the page by it). */
export async function creatorIdByUsername(db: Executor, username: string): Promise<string | undefined> {
  const row = await first(db, sql`select u.id from users u where lower(u.username) = lower(${username}) and ${publicCreator}`)
  return row?.id as string | undefined
}
