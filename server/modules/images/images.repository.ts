import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { DEFAULT_MAX_EXPIRY_DAYS, images, type NewImage, platformSettings, type Tag, tags, users } from '../../db/schema/index.ts'

const imageWithOwner = { image: images, username: users.username }
export type ImageRow = { image: typeof images.$inferSelect; username: string }

/** The only code that knows the images table (and reads the tags and settings it needs). */
export function createImagesRepository(db: Executor) {
  return {
    async maxExpiryDays(tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ days: platformSettings.maxExpiryDays }).from(platformSettings).limit(1)
      return row?.days ?? DEFAULT_MAX_EXPIRY_DAYS
    },
    async insert(values: NewImage, tx: Executor = db) {
      const [row] = await tx.insert(images).values(values).returning()
      return row
    },
    /** One image with its owner's username; `ownerId` restricts to that creator's images. */
    async find(id: string, ownerId: string | null, tx: Executor = db): Promise<ImageRow | undefined> {
      const [row] = await tx
        .select(imageWithOwner)
        .from(images)
        .innerJoin(users, eq(users.id, images.userId))
        .where(ownerId ? and(eq(images.id, id), eq(images.userId, ownerId)) : eq(images.id, id))
      return row
    },
    /** A creator's images: pinned first, then newest first (id breaks ties so pages never overlap). */
    async listOwned(ownerId: string, page: { limit: number; offset: number }, tx: Executor = db): Promise<ImageRow[]> {
      return tx
        .select(imageWithOwner)
        .from(images)
        .innerJoin(users, eq(users.id, images.userId))
        .where(eq(images.userId, ownerId))
        .orderBy(desc(images.pinned), desc(images.createdAt), desc(images.id))
        .limit(page.limit)
        .offset(page.offset)
    },
    /** Every image of a creator, expired ones too, newest first (admin moderation). */
    listAllOf(ownerId: string, tx: Executor = db) {
      return tx.select().from(images).where(eq(images.userId, ownerId)).orderBy(desc(images.createdAt), desc(images.id))
    },
    async update(id: string, values: Pick<Partial<NewImage>, 'pinned' | 'isPremium'>, tx: Executor = db) {
      await tx.update(images).set(values).where(eq(images.id, id))
    },
    async delete(id: string, tx: Executor = db) {
      const [row] = await tx.delete(images).where(eq(images.id, id)).returning()
      return row
    },
    async tagsFor(imageIds: string[], tx: Executor = db): Promise<Tag[]> {
      if (imageIds.length === 0) return []
      return tx.select().from(tags).where(inArray(tags.imageId, imageIds)).orderBy(asc(tags.createdAt))
    },
  }
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>
