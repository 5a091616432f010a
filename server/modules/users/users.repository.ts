import { and, asc, count, desc, eq, ne, or, sql } from 'drizzle-orm'
import { usernameSkeleton } from '../../../contract/auth.ts'
import type { LayoutStyle } from '../../../contract/social.ts'
import type { Executor } from '../../db/client.ts'
import { images, type NewUser, type User, users } from '../../db/schema/index.ts'

/** The only code that knows the users table. Lookups by username and email ignore case. */
export function createUsersRepository() {
  return {
    async findById(db: Executor, id: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id))
      return row
    },
    async findByEmail(db: Executor, email: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`)
      return row
    },
    async findByUsername(db: Executor, username: string): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`)
      return row
    },
    /** An account whose username reads the same once case, dots, dashes and underscores are ignored. */
    async findUsernameLookalike(db: Executor, username: string): Promise<Pick<User, 'id' | 'username'> | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(sql`regexp_replace(lower(${users.username}), '[._-]', '', 'g') = ${usernameSkeleton(username)}`)
        .limit(1)
      return row
    },
    async insert(db: Executor, values: NewUser): Promise<User> {
      const [row] = await db.insert(users).values(values).returning()
      return row
    },
    async update(db: Executor, id: string, values: Partial<NewUser>): Promise<User | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
      return row
    },
    /** Bumps the token version: every session issued before stops working. */
    async revokeSessions(db: Executor, id: string) {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, id))
    },
    async countImages(db: Executor, userId: string) {
      const [row] = await db.select({ value: count() }).from(images).where(eq(images.userId, userId))
      return row?.value ?? 0
    },
    /** Newest first; `search` matches username or email, case-insensitively. */
    async list(db: Executor, { search, page, limit }: { search?: string; page: number; limit: number }) {
      const pattern = search ? `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
      // lower(username) LIKE matches users_username_trgm_idx (a plain ILIKE on the column would not).
      const where = pattern ? or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`) : undefined
      const [rows, [{ value: total }]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ value: count() }).from(users).where(where),
      ])
      return { total, users: rows }
    },
    /**
     * Sets the layout style unless the stored one is business (locked once chosen); undefined
     * when the row was locked or missing. One statement, so two requests cannot race past the lock.
     */
    async setLayoutStyle(db: Executor, id: string, style: LayoutStyle): Promise<User | undefined> {
      const [row] = await db
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
    async lockForAdminChange(db: Executor, targetId: string) {
      return db
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
    async deleteUnpaidBefore(db: Executor, cutoff: Date) {
      return db
        .delete(users)
        .where(and(eq(users.paymentStatus, 'pending'), sql`coalesce(${users.checkoutStartedAt}, ${users.createdAt}) < ${cutoff}`))
        .returning({ id: users.id, username: users.username })
    },
    async delete(db: Executor, id: string) {
      const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })
      return row
    },
    async countAdmins(db: Executor) {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.approved, true)))
      return row?.value ?? 0
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
