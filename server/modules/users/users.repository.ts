import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import type { LayoutStyle } from '../../db/schema/common.ts'
import { images, type NewUser, type User, users } from '../../db/schema/index.ts'

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
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
      const where = pattern ? or(ilike(users.username, pattern), ilike(users.email, pattern)) : undefined
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
