import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import type { Database } from '../../db/client.ts'
import { badgeRequests } from '../../db/schema/index.ts'
import { readOutbox } from '../../ports/email/outbox.adapter.ts'

/** Test helpers shared by the admin integration tests (not a test file itself). */

export async function insertBadgeRequest(db: Database, userId: string, storyUrl = 'https://www.instagram.com/p/story/') {
  const [row] = await db.insert(badgeRequests).values({ userId, storyUrl }).returning()
  return row
}

const WATCHED = ['users', 'images', 'tags', 'badge_requests', 'notifications', 'audit_log', 'platform_settings'] as const

/** A fingerprint of every table an admin action could change; equal before and after = nothing changed. */
export async function databaseDigest(db: Database) {
  const parts: string[] = []
  for (const table of WATCHED) {
    const result = await db.execute(
      sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
    )
    parts.push(`${table}:${(result.rows[0] as { digest: string }).digest}`)
  }
  return parts.join(' ')
}

/** Waits until the mail job has delivered a message to `to` with `subject`; returns it. */
export async function mailTo(t: TestApp, to: string, subject: string) {
  let found: Awaited<ReturnType<typeof readOutbox>>[number] | undefined
  await expect
    .poll(
      async () => {
        found = (await readOutbox(t.config.mail.outboxDir, 1000)).find((m) => m.to === to && m.subject === subject)
        return !!found
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return found!
}
