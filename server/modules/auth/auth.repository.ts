import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  authAttempts,
  authKnownClients,
  passwordResetTokens,
  platformSettings,
  type Session,
  sessions,
  users,
} from '../../db/schema/index.ts'

type AttemptKind = 'login' | 'reset' | 'login_notice'

/** The only code that knows the auth tables: attempts, sessions and reset tokens. */
export function createAuthRepository() {
  return {
    /** Attempts of one kind on one account since `since`: in total and from one client. */
    async countAttempts(db: Executor, kind: AttemptKind, subject: string, client: string, since: Date) {
      const [row] = await db
        .select({
          total: count(),
          fromClient: sql<number>`count(*) filter (where ${authAttempts.client} = ${client})`.mapWith(Number),
        })
        .from(authAttempts)
        .where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject), gt(authAttempts.createdAt, since)))
      return { total: row?.total ?? 0, fromClient: row?.fromClient ?? 0 }
    },
    async recordAttempt(db: Executor, kind: AttemptKind, subject: string, client: string | null, at: Date) {
      const [row] = await db.insert(authAttempts).values({ kind, subject, client, createdAt: at }).returning({ id: authAttempts.id })
      return row?.id ?? ''
    },
    async deleteAttempt(db: Executor, id: string) {
      await db.delete(authAttempts).where(eq(authAttempts.id, id))
    },
    /** Serialises decisions about one account until the transaction ends. */
    async lockSubject(tx: Executor, subject: string) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auth:${subject}`}))`)
    },
    /** Forgets an account's attempts of one kind (a password reset clears its failed logins). */
    async clearAttempts(db: Executor, kind: AttemptKind, subject: string) {
      await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.subject, subject)))
    },
    /** Whether this client (hashed) ever signed in to the account of this (lower-cased) email. */
    async isKnownClient(db: Executor, email: string, client: string) {
      const [row] = await db
        .select({ client: authKnownClients.client })
        .from(authKnownClients)
        .innerJoin(users, eq(users.id, authKnownClients.userId))
        .where(and(sql`lower(${users.email}) = ${email}`, eq(authKnownClients.client, client)))
        .limit(1)
      return Boolean(row)
    },
    async rememberClient(db: Executor, userId: string, client: string, at: Date) {
      await db
        .insert(authKnownClients)
        .values({ userId, client, lastSignedInAt: at })
        .onConflictDoUpdate({ target: [authKnownClients.userId, authKnownClients.client], set: { lastSignedInAt: at } })
    },
    async purgeKnownClientsBefore(db: Executor, cutoff: Date) {
      const rows = await db
        .delete(authKnownClients)
        .where(lt(authKnownClients.lastSignedInAt, cutoff))
        .returning({ id: authKnownClients.userId })
      return rows.length
    },
    async purgeAttemptsBefore(db: Executor, cutoff: Date) {
      const rows = await db.delete(authAttempts).where(lt(authAttempts.createdAt, cutoff)).returning({ id: authAttempts.id })
      return rows.length
    },

    async createSession(db: Executor, userId: string, expiresAt: Date): Promise<Session> {
      const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning()
      return row
    },
    /**
     * The session with what a request needs of its user, when the session is neither revoked nor
     * expired at `now`. Runs on every signed-in request: only these columns, not the whole rows.
     */
    async findLiveSession(db: Executor, id: string, now: Date) {
      const [row] = await db
        .select({
          session: { id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt },
          user: {
            id: users.id,
            role: users.role,
            username: users.username,
            planType: users.planType,
            tokenVersion: users.tokenVersion,
            approved: users.approved,
            paymentStatus: users.paymentStatus,
          },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      return row
    },
    async touchSession(db: Executor, id: string, at: Date) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id))
    },
    /** Ends one session; the user id when it was live (so a second logout does nothing). */
    async revokeSession(db: Executor, id: string, at: Date) {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ userId: sessions.userId })
      return row
    },
    /** Sessions that can never be used again: revoked, past their end, or idle since `idleCutoff`. */
    async purgeSessions(db: Executor, now: Date, idleCutoff: Date) {
      const rows = await db
        .delete(sessions)
        .where(or(sql`${sessions.revokedAt} is not null`, lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)))
        .returning({ id: sessions.id })
      return rows.length
    },

    /** Whether ADMIN_EMAIL's account was made before (then it is never made again). */
    async bootstrapAdminCreated(db: Executor) {
      const [row] = await db.select({ at: platformSettings.bootstrapAdminCreatedAt }).from(platformSettings).limit(1)
      return row?.at != null
    },
    async markBootstrapAdminCreated(db: Executor, at: Date) {
      await db
        .insert(platformSettings)
        .values({ id: true, bootstrapAdminCreatedAt: at })
        .onConflictDoUpdate({ target: platformSettings.id, set: { bootstrapAdminCreatedAt: at } })
    },

    async insertResetToken(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values)
    },
    /** Marks an unused, unexpired token used; its user id, or undefined. One statement, so a token works once. */
    async claimResetToken(db: Executor, tokenHash: string, now: Date) {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
        )
        .returning({ userId: passwordResetTokens.userId })
      return row?.userId
    },
  }
}

export type AuthRepository = ReturnType<typeof createAuthRepository>
