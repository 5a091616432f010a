import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Language } from '../../../contract/language.ts'
import type { LegalTextKind } from '../../../contract/legal-texts.ts'
import type { Executor } from '../../db/client.ts'
import { type LegalTextRow, legalTexts } from '../../db/schema/index.ts'
import { SITE_CHANGED_CHANNEL } from '../../web-cache/platform-channel.ts'

/** Every saved version of the legal texts; the highest of a kind is in force. */
export function createLegalTextsRepository() {
  return {
    /** The version in force of each kind that has one. */
    async latest(db: Executor): Promise<LegalTextRow[]> {
      return db.selectDistinctOn([legalTexts.kind]).from(legalTexts).orderBy(legalTexts.kind, desc(legalTexts.version))
    },

    versions(db: Executor, kind: LegalTextKind) {
      return db
        .select({ version: legalTexts.version, effectiveDate: legalTexts.effectiveDate, createdAt: legalTexts.createdAt })
        .from(legalTexts)
        .where(eq(legalTexts.kind, kind))
        .orderBy(asc(legalTexts.version))
    },

    /** Adds the next version of a kind; saves of one kind wait for each other so numbers never clash. */
    async insertNext(
      db: Executor,
      kind: LegalTextKind,
      values: { effectiveDate: string; content: Record<Language, string>; createdBy: string },
    ): Promise<LegalTextRow> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`legal_texts:${kind}`}))`)
      const [last] = await db
        .select({ version: legalTexts.version })
        .from(legalTexts)
        .where(eq(legalTexts.kind, kind))
        .orderBy(desc(legalTexts.version))
        .limit(1)
      const [row] = await db
        .insert(legalTexts)
        .values({ kind, version: (last?.version ?? 0) + 1, ...values })
        .returning()
      return row as LegalTextRow
    },

    /** Sent with the transaction's commit: every instance drops what shows the texts. */
    async notifyChanged(db: Executor) {
      await db.execute(sql`select pg_notify(${SITE_CHANGED_CHANNEL}, 'legal_texts')`)
    },
  }
}

export type LegalTextsRepository = ReturnType<typeof createLegalTextsRepository>
