import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import type { LayoutStyle } from '../../../contract/social.ts'
import type { Executor } from '../../db/client.ts'
import {
  aiGenerations,
  aiImages,
  aiModels,
  aiTrainingPhotos,
  images,
  type NewUser,
  products,
  type User,
  users,
} from '../../db/schema/index.ts'

/** The only code that knows the users table. Lookups by username and email ignore case. */
export function createUsersRepository(db: Executor) {
  return {
    async findById(id: string, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id))
      return row
    },
    async findByEmail(email: string, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx.select().from(users).where(sql`lower(${users.email}) = lower(${email})`)
      return row
    },
    async findByUsername(username: string, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx.select().from(users).where(sql`lower(${users.username}) = lower(${username})`)
      return row
    },
    async insert(values: NewUser, tx: Executor = db): Promise<User> {
      const [row] = await tx.insert(users).values(values).returning()
      return row
    },
    async update(id: string, values: Partial<NewUser>, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      return row
    },
    /** Bumps the token version: every session issued before stops working. */
    async revokeSessions(id: string, tx: Executor = db) {
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
    },
    async countImages(userId: string, tx: Executor = db) {
      const [row] = await tx.select({ value: count() }).from(images).where(eq(images.userId, userId))
      return row?.value ?? 0
    },
    /** Newest first; `search` matches username or email, case-insensitively. */
    async list({ search, page, limit }: { search?: string; page: number; limit: number }, tx: Executor = db) {
      const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
      // lower(username) LIKE matches users_username_trgm_idx (a plain ILIKE on the column would not).
      const where = pattern ? or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`) : undefined
      const [rows, [{ value: total }]] = await Promise.all([
        tx
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        tx.select({ value: count() }).from(users).where(where),
      ])
      return { total, users: rows }
    },
    /**
     * Sets the layout style unless the stored one is business (locked once chosen); undefined
     * when the row was locked or missing. One statement, so two requests cannot race past the lock.
     */
    async setLayoutStyle(id: string, style: LayoutStyle, tx: Executor = db): Promise<User | undefined> {
      const [row] = await tx
        .update(users)
        .set({ layoutStyle: style, updatedAt: new Date() })
        .where(and(eq(users.id, id), or(ne(users.layoutStyle, 'business'), eq(users.layoutStyle, style))))
        .returning()
      return row
    },
    /**
     * Locks the target row and every admin row, in id order (so two admin actions never deadlock),
     * until the transaction ends: concurrent approve/block/role/delete calls then run one after the
     * other, and the "last admin" count cannot change underneath. Deleted rows are not returned.
     */
    async lockForAdminChange(targetId: string, tx: Executor) {
      return tx
        .select()
        .from(users)
        .where(or(eq(users.id, targetId), eq(users.role, 'admin')))
        .orderBy(asc(users.id))
        .for('update')
    },
    /**
     * Deletes registrations still unpaid whose latest checkout attempt (or creation) is before
     * `cutoff`; their usernames and emails become free. The status is re-checked on each row as it
     * is deleted, so an account paid meanwhile stays. Pending accounts have no files to clean up.
     */
    async deleteUnpaidBefore(cutoff: Date, tx: Executor = db) {
      return tx
        .delete(users)
        .where(and(eq(users.paymentStatus, 'pending'), sql`coalesce(${users.checkoutStartedAt}, ${users.createdAt}) < ${cutoff}`))
        .returning({ id: users.id, username: users.username })
    },
    async delete(id: string, tx: Executor = db) {
      const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id })
      return row
    },
    /**
     * Every stored file that belongs to the account: avatar, product photos (all renditions and the
     * normalized original), shop product images, AI photos. Read before the rows cascade away.
     */
    async fileKeys(user: Pick<User, 'id' | 'photo'>, tx: Executor = db): Promise<string[]> {
      // One after the other: inside a transaction the queries share one connection.
      const imageRows = await tx
        .select({ key: images.storageKey, variants: images.variants })
        .from(images)
        .where(eq(images.userId, user.id))
      const productRows = await tx.select({ images: products.images }).from(products).where(eq(products.userId, user.id))
      const aiImageRows = await tx.select({ key: aiImages.storageKey }).from(aiImages).where(eq(aiImages.userId, user.id))
      const trainingRows = await tx
        .select({ key: aiTrainingPhotos.storageKey })
        .from(aiTrainingPhotos)
        .innerJoin(aiModels, eq(aiModels.id, aiTrainingPhotos.modelId))
        .where(eq(aiModels.userId, user.id))
      const generationRows = await tx
        .select({ key: aiGenerations.sourceStorageKey })
        .from(aiGenerations)
        .where(eq(aiGenerations.userId, user.id))
      const keys = [
        user.photo,
        ...imageRows.flatMap((r) => [r.key, ...r.variants.map((v) => v.key)]),
        ...productRows.flatMap((r) => r.images.flatMap((i) => [i.key, ...i.variants.map((v) => v.key)])),
        ...aiImageRows.map((r) => r.key),
        ...trainingRows.map((r) => r.key),
        ...generationRows.map((r) => r.key),
      ]
      return [...new Set(keys.filter((k): k is string => !!k))]
    },
    async countAdmins(tx: Executor = db) {
      const [row] = await tx
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.approved, true)))
      return row?.value ?? 0
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
