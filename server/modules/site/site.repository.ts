import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { siteSettings } from '../../db/schema/index.ts'

import { SITE_CHANGED_CHANNEL } from '../../web-cache/platform-channel.ts'

export { SITE_CHANGED_CHANNEL }

/** The single row of site settings. */
export function createSiteRepository() {
  return {
    async read(db: Executor): Promise<unknown | null> {
      const [row] = await db.select({ content: siteSettings.content }).from(siteSettings).limit(1)
      return row?.content ?? null
    },

    /** The stored document, locked until the transaction ends (a change reads, then writes). */
    async readLocked(db: Executor): Promise<unknown | null> {
      const [row] = await db.select({ content: siteSettings.content }).from(siteSettings).for('update')
      return row?.content ?? null
    },

    async write(db: Executor, content: Record<string, unknown>, updatedBy: string | null): Promise<void> {
      await db
        .insert(siteSettings)
        .values({ id: true, content, updatedBy })
        .onConflictDoUpdate({ target: siteSettings.id, set: { content, updatedBy, updatedAt: sql`now()` } })
    },

    /** Sent with the transaction's commit, to every instance (this one included). */
    async notifyChanged(db: Executor) {
      await db.execute(sql`select pg_notify(${SITE_CHANGED_CHANNEL}, 'settings')`)
    },
  }
}

export type SiteRepository = ReturnType<typeof createSiteRepository>
