import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { images, type NewImage, type Tag, tags, users } from '../../db/schema/index.ts'

const imageWithOwner = { image: images, username: users.username }
export type ImageRow = { image: typeof images.$inferSelect; username: string }

/** The only code that knows the images table (and reads the tags it needs). */
export function createImagesRepository() {
  return {
    async insert(db: Executor, values: NewImage) {
      const [row] = await db.insert(images).values(values).returning()
      return row
    },
    /** One image with its owner's username; `ownerId` restricts to that creator's images. */
    async find(db: Executor, id: string, ownerId: string | null): Promise<ImageRow | undefined> {
      const [row] = await db
        .select(imageWithOwner)
        .from(images)
        .innerJoin(users, eq(users.id, images.userId))
        .where(ownerId ? and(eq(images.id, id), eq(images.userId, ownerId)) : eq(images.id, id))
      return row
    },
    /** A creator's images: pinned first, then newest first (id breaks ties so pages never overlap). */
    async listOwned(db: Executor, ownerId: string, page: { limit: number; offset: number }): Promise<ImageRow[]> {
      return db
        .select(imageWithOwner)
        .from(images)
        .innerJoin(users, eq(users.id, images.userId))
        .where(eq(images.userId, ownerId))
        .orderBy(desc(images.pinned), desc(images.createdAt), desc(images.id))
        .limit(page.limit)
        .offset(page.offset)
    },
    /** The ids of a creator's looks that were public on some day of `range` (published by its end, expiring on or after its start). */
    async liveDuring(db: Executor, ownerId: string, range: { from: string; to: string }): Promise<string[]> {
      const rows = await db
        .select({ id: images.id })
        .from(images)
        .where(
          and(
            eq(images.userId, ownerId),
            gte(images.expiryDate, range.from),
            sql`(${images.publishedAt} at time zone 'UTC')::date <= ${range.to}`,
          ),
        )
      return rows.map((r) => r.id)
    },
    /** Every image of a creator, expired ones too, newest first (admin moderation). */
    listAllOf(db: Executor, ownerId: string) {
      return db.select().from(images).where(eq(images.userId, ownerId)).orderBy(desc(images.createdAt), desc(images.id))
    },
    async update(
      db: Executor,
      id: string,
      values: Pick<
        Partial<NewImage>,
        | 'pinned'
        | 'isPremium'
        | 'disclosure'
        | 'disclosureBrand'
        | 'publishedAt'
        | 'category'
        | 'expiryDate'
        | 'description'
        | 'discount'
        | 'altText'
      >,
    ) {
      await db.update(images).set(values).where(eq(images.id, id))
    },
    async delete(db: Executor, id: string) {
      const [row] = await db.delete(images).where(eq(images.id, id)).returning()
      return row
    },
    /** The account's image files: each original and all its renditions (account deletion). */
    async fileKeys(db: Executor, userId: string): Promise<string[]> {
      const rows = await db.select({ key: images.storageKey, variants: images.variants }).from(images).where(eq(images.userId, userId))
      return rows.flatMap((r) => [r.key, ...r.variants.map((v) => v.key)])
    },
    /** Every image's files (the orphan sweep): id, age and the keys its row points at. */
    async fileRefs(db: Executor) {
      const rows = await db
        .select({ id: images.id, createdAt: images.createdAt, key: images.storageKey, variants: images.variants })
        .from(images)
      return rows.map((r) => ({ id: r.id, createdAt: r.createdAt, keys: [r.key, ...r.variants.map((v) => v.key)] }))
    },
    async tagsFor(db: Executor, imageIds: string[]): Promise<Tag[]> {
      if (imageIds.length === 0) return []
      return db.select().from(tags).where(inArray(tags.imageId, imageIds)).orderBy(asc(tags.createdAt))
    },
  }
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>
