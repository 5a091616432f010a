import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { images, type NewTag, type Tag, tags, users } from '../../db/schema/index.ts'

/**
 * The only code that knows the tags table. Ownership lives on the image, so every write is one
 * statement scoped to the owner's images: no check-then-write race, and a stranger's id simply
 * matches nothing.
 */
export function createTagsRepository() {
  const ownedImages = (db: Executor, userId: string) => db.select({ id: images.id }).from(images).where(eq(images.userId, userId))

  return {
    async imageOwner(db: Executor, imageId: string): Promise<string | undefined> {
      const [row] = await db.select({ userId: images.userId }).from(images).where(eq(images.id, imageId))
      return row?.userId
    },
    /** Links of the given tags that sit on the owner's images (others' ids match nothing). */
    linksOwned(db: Executor, userId: string, ids: string[]): Promise<{ id: string; link: string }[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db
        .select({ id: tags.id, link: tags.link })
        .from(tags)
        .where(and(inArray(tags.id, ids), inArray(tags.imageId, ownedImages(db, userId))))
    },
    listForImage(db: Executor, imageId: string): Promise<Tag[]> {
      return db.select().from(tags).where(eq(tags.imageId, imageId)).orderBy(asc(tags.createdAt), asc(tags.id))
    },
    async insert(db: Executor, values: NewTag): Promise<Tag> {
      const [row] = await db.insert(tags).values(values).returning()
      return row
    },
    /** The owner's tag, locked until the transaction ends (an edit reads what it replaces). */
    async findOwned(db: Executor, userId: string, id: string): Promise<Tag | undefined> {
      const [row] = await db
        .select()
        .from(tags)
        .where(and(eq(tags.id, id), inArray(tags.imageId, ownedImages(db, userId))))
        .for('update')
      return row
    },
    async updateOwned(
      db: Executor,
      userId: string,
      id: string,
      values: Partial<Omit<NewTag, 'id' | 'imageId' | 'createdAt' | 'updatedAt'>>,
    ): Promise<Tag | undefined> {
      const [row] = await db
        .update(tags)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(tags.id, id), inArray(tags.imageId, ownedImages(db, userId))))
        .returning()
      return row
    },
    /** A tag with its image's owner, locked until the transaction ends (for an audited admin delete). */
    async findWithOwner(db: Executor, id: string) {
      const [row] = await db
        .select({ tag: tags, ownerId: images.userId, ownerUsername: users.username })
        .from(tags)
        .innerJoin(images, eq(images.id, tags.imageId))
        .innerJoin(users, eq(users.id, images.userId))
        .where(eq(tags.id, id))
        .for('update', { of: tags })
      return row
    },
    /** Deletes the tag if `userId` owns its image (`null`, an admin: any tag); what it was, for its picture. */
    async deleteOwned(db: Executor, userId: string | null, id: string): Promise<{ pictureKey: string | null } | undefined> {
      const scope = userId === null ? eq(tags.id, id) : and(eq(tags.id, id), inArray(tags.imageId, ownedImages(db, userId)))
      const [row] = await db.delete(tags).where(scope).returning({ pictureKey: tags.productImageKey })
      return row
    },
  }
}

export type TagsRepository = ReturnType<typeof createTagsRepository>
