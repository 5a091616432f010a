import { and, asc, count, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { ImageCategory } from '../../../contract/images.ts'
import type { Executor } from '../../db/client.ts'
import { badgeRequests, hiddenTags, images, PUBLISHED, TAGGED, tags, users } from '../../db/schema/index.ts'
import type { ImageRow, TagPin } from '../images/images.service.ts'
import { creatorNotRestricted, notRestricted } from '../moderation/enforcement.ts'
import { creatorObject, type ImageJsonRow, imagesJson, type PublicCreatorRow, publicCreatorColumns, tagsArray } from './public-json.ts'

/** Escapes LIKE wildcards so a visitor's `%`, `_` and `\` match literally. */
export function likeLiteral(input: string) {
  return input.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** `needle` lowercased and without accents, as a LIKE "contains" pattern. */
const foldedPattern = (needle: string) => sql`'%' || lower(unaccent_immutable(${likeLiteral(needle)}::text)) || '%'`

/** `column`, lowercased and unaccented, contains `needle` (also lowercased and unaccented). */
function containsFolded(column: SQL, needle: string): SQL {
  return sql`lower(unaccent_immutable(${column})) like ${foldedPattern(needle)} escape '\\'`
}

/** A creator whose page is public: paid, approved by an admin, a creator (not an admin), not restricted by moderation (decision 0081). */
const visibleCreator = and(
  eq(users.approved, true),
  eq(users.paymentStatus, 'paid'),
  eq(users.role, 'user'),
  creatorNotRestricted(users.id),
)

export interface ImageFilter {
  /** Current UTC date `YYYY-MM-DD`; images expiring before it are hidden. */
  today: string
  /** The owner: an id, or the outer statement's creator row (`${users.id}` in `creatorWith`). */
  userId?: string | SQL
  category?: ImageCategory
  search?: string
  premium?: boolean
  /** Only images carrying at least one shopping tag visitors see (trends: "all tagged images"). */
  tagged?: boolean
}

function imageWhere(f: ImageFilter) {
  return and(
    gte(images.expiryDate, f.today),
    f.userId ? eq(images.userId, f.userId) : visibleCreator,
    f.category ? eq(images.category, f.category) : undefined,
    // search_text is the description already folded (a stored column with a trigram index).
    f.search ? sql`${images.searchText} like ${foldedPattern(f.search)} escape '\\'` : undefined,
    f.premium ? eq(images.isPremium, true) : undefined,
    // Word for word the predicate of the partial trends indexes (published included), so the planner uses them.
    f.tagged ? TAGGED : PUBLISHED,
    // A look restricted by a moderation decision is dark everywhere (kept, not deleted).
    notRestricted('look', images.id),
  )
}

const imageRow = { image: images, username: users.username }

/** What a directory card shows of a creator (not the whole account row). */
const directoryColumns = {
  username: users.username,
  pageName: users.pageName,
  photo: users.photo,
  badgeVerified: users.badgeVerified,
  country: users.country,
  specialization: users.specialization,
}

/**
 * The account row of `username` with `parts` (named subqueries over `${users.id}`), computed only
 * when the creator is public: a page's account and its content in one statement, one snapshot.
 */
async function creatorWith<P>(db: Executor, username: string, parts: SQL) {
  const result = await db.execute(sql`select ${creatorObject} as creator,
    case when ${visibleCreator} then json_build_object(${parts}) end as parts
    from ${users} where lower(${users.username}) = lower(${username}) limit 1`)
  return result.rows[0] as { creator: PublicCreatorRow; parts: P | null } | undefined
}

/** The public pages' reads: the only code of this module that knows the tables. */
export function createPublicRepository() {
  const matches = (db: Executor, f: ImageFilter) =>
    db.select({ id: images.id }).from(images).innerJoin(users, eq(users.id, images.userId)).where(imageWhere(f))

  return {
    /** What a creator's public page shows of the account, and what decides whether it is public. */
    async creatorByUsername(db: Executor, username: string): Promise<PublicCreatorRow | undefined> {
      const [row] = await db.select(publicCreatorColumns).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1)
      return row
    },

    /**
     * Images in page order: pinned first (on a creator page), then newest first. The page's ids
     * are found first and only those rows are read: on trends that is an index-only scan of
     * images_trends_idx (searches included), so deep pages do not read every skipped row.
     * `withTags`: each image's tags come along (oldest first) instead of costing a second query.
     */
    async listImages(
      db: Executor,
      f: ImageFilter,
      page: { limit: number; offset: number; pinnedFirst: boolean; withTags?: boolean },
    ): Promise<(ImageRow & { tags: TagPin[] | null })[]> {
      const order = () => [...(page.pinnedFirst ? [desc(images.pinned)] : []), desc(images.createdAt), desc(images.id)]
      const ids = matches(db, f)
        .orderBy(...order())
        .limit(page.limit)
        .offset(page.offset)
        .as('page_ids')
      return db
        .select({ ...imageRow, tags: page.withTags ? sql<TagPin[]>`${tagsArray}` : sql<null>`null` })
        .from(images)
        .innerJoin(ids, eq(ids.id, images.id))
        .innerJoin(users, eq(users.id, images.userId))
        .orderBy(...order())
    },

    /**
     * A creator page in one round trip: the account row and, when the creator is public, the
     * page's rows, the premium rows, their tags, the number of matches and, when filtered, of all
     * the creator's visible images. Each list is ordered as `listImages` orders it.
     */
    async creatorPage(
      db: Executor,
      username: string,
      f: Omit<ImageFilter, 'userId'>,
      page: { limit: number; offset: number; premiumLimit: number },
    ) {
      const owner = sql`${users.id}`
      const filter = { ...f, userId: owner }
      const unfiltered = imageWhere({ today: f.today, userId: owner })
      const pageOrder = sql`${images.pinned} desc, ${images.createdAt} desc, ${images.id} desc`
      const newestFirst = sql`${images.createdAt} desc, ${images.id} desc`
      const filtered = Boolean(f.category || f.search)
      const found = await creatorWith<{ total: number; photo_count: number | null; page: ImageJsonRow[]; premium: ImageJsonRow[] }>(
        db,
        username,
        sql`'total', (select count(*)::int from ${images} where ${imageWhere(filter)}),
        'photo_count', ${filtered ? sql`(select count(*)::int from ${images} where ${unfiltered})` : sql`null::int`},
        'page', ${imagesJson(imageWhere(filter), pageOrder, page.limit, page.offset)},
        'premium', ${imagesJson(imageWhere({ today: f.today, userId: owner, premium: true }), newestFirst, page.premiumLimit, 0)}`,
      )
      if (!found) return undefined
      const { creator, parts } = found
      if (!parts) return { creator, content: null }
      const toRow = ({ image }: ImageJsonRow): ImageRow => ({
        image: { ...image, createdAt: new Date(image.createdAt), publishedAt: new Date(image.publishedAt) },
        username: creator.username,
      })
      return {
        creator,
        content: {
          rows: parts.page.map(toRow),
          premiumRows: parts.premium.map(toRow),
          // An image can be on the page and among the premium ones: its tags count once.
          tags: [...new Map([...parts.page, ...parts.premium].map((r) => [r.image.id, r.tags])).values()].flat(),
          total: parts.total,
          photoCount: parts.photo_count ?? parts.total,
        },
      }
    },

    /** Number of matching images, counting at most `cap` (counting a million rows is slow). */
    async countImages(db: Executor, f: ImageFilter, cap?: number): Promise<number> {
      const base = matches(db, f)
      const sub = (cap ? base.limit(cap) : base).as('matches')
      const [row] = await db.select({ value: count() }).from(sub)
      return row?.value ?? 0
    },

    /**
     * The planner's estimate of the matching images (from table and expression-index statistics;
     * costs a plan, not a scan). Good to tell "a handful" from "tens of thousands".
     */
    async estimateImages(db: Executor, f: ImageFilter): Promise<number> {
      const result = await db.execute(sql`explain (format json) ${matches(db, f)}`)
      const plan = (result.rows[0] as { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] })['QUERY PLAN']
      return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0)
    },

    /** A creator's account row and, when public, their approved stories (newest first), in one statement. */
    async creatorStories(db: Executor, username: string) {
      const found = await creatorWith<{ stories: { id: string; storyUrl: string; submittedAt: string }[] }>(
        db,
        username,
        sql`'stories', (select coalesce(json_agg(json_build_object('id', b.id, 'storyUrl', b.story_url, 'submittedAt', b.submitted_at)
          order by b.submitted_at desc, b.id desc), '[]') from ${badgeRequests} b where b.user_id = ${users.id} and b.status = 'approved')`,
      )
      return found && { creator: found.creator, stories: found.parts?.stories ?? null }
    },

    async directory(db: Executor, f: { today: string; search?: string; country?: string }, page: { limit: number; offset: number }) {
      const where = and(
        visibleCreator,
        f.search
          ? sql`(${containsFolded(sql`${users.username}`, f.search)} or ${containsFolded(sql`${users.pageName}`, f.search)})`
          : undefined,
        f.country ? sql`lower(${users.country}) = lower(${f.country})` : undefined,
      )
      // Qualified by hand: inside a single-table select Drizzle leaves column names unqualified.
      const photoCount = sql<number>`(select count(*)::int from images i where i.user_id = ${users}.id and i.expiry_date >= ${f.today} and i.published_at is not null)`
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: directoryColumns, photoCount })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(users).where(where),
      ])
      return { rows, total: total?.value ?? 0 }
    },

    /** Countries of public creators, once each whatever their case (the filter ignores case too). */
    async countries(db: Executor): Promise<string[]> {
      const rows = await db
        .select({ country: sql<string>`min(trim(${users.country}))` })
        .from(users)
        .where(and(visibleCreator, isNotNull(users.country), sql`trim(${users.country}) <> ''`))
        .groupBy(sql`lower(trim(${users.country}))`)
        .orderBy(asc(sql`min(trim(${users.country}))`))
      return rows.map((r) => r.country)
    },

    /** A visible (unexpired, public creator) image with its owner; undefined otherwise. */
    async visibleImage(db: Executor, imageId: string, today: string): Promise<(ImageRow & { pageName: string }) | undefined> {
      const [row] = await db
        .select({ ...imageRow, pageName: users.pageName })
        .from(images)
        .innerJoin(users, eq(users.id, images.userId))
        .where(and(eq(images.id, imageId), gte(images.expiryDate, today), PUBLISHED, visibleCreator, notRestricted('look', images.id)))
      return row
    },

    /** A tag visitors see (not hidden, on a visible image), with the image's owner. */
    async visibleTag(db: Executor, tagId: string, today: string) {
      const [row] = await db
        .select({ link: tags.link, imageId: images.id, ownerId: images.userId })
        .from(tags)
        .innerJoin(images, eq(images.id, tags.imageId))
        .innerJoin(users, eq(users.id, images.userId))
        .where(
          and(
            eq(tags.id, tagId),
            gte(images.expiryDate, today),
            PUBLISHED,
            visibleCreator,
            sql`not exists (select 1 from ${hiddenTags} h where h.tag_id = ${tags.id})`,
            notRestricted('look', images.id),
            notRestricted('tag_link', tags.id),
          ),
        )
      return row
    },
  }
}

export type PublicRepository = ReturnType<typeof createPublicRepository>
