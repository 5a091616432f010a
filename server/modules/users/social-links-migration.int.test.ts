import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeSocialLink } from '../../../contract/social-links.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { MIGRATIONS_DIR } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'

const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0012_social_links_normalized.sql'), 'utf8')

/** Migration 0012 cleans links stored as typed before links were normalized. */
describe('migration 0012: stored social links', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const migrate = async () => {
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement))
  }
  const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]

  it('turns handles into the profile URLs the normalizer makes and removes unsafe links', async () => {
    const handles = await createUser(t.db, { instagram: ' @anna.m ', facebook: 'anna.fb', tiktok: 'anna_t' })
    const unsafe = await createUser(t.db, { instagram: 'JavaScript:alert(1)', facebook: 'data:text/html,x', tiktok: ' vbscript:x' })
    const kept = await createUser(t.db, {
      instagram: 'https://instagram.com/anna',
      facebook: 'facebook.com/anna.fb',
      tiktok: 'tiktok.com/@anna',
    })
    const blank = await createUser(t.db, { instagram: '   ', facebook: null, tiktok: 'explore' })
    await migrate()

    expect(await rowOf(handles.id)).toMatchObject({
      instagram: normalizeSocialLink('instagram', '@anna.m'),
      facebook: normalizeSocialLink('facebook', 'anna.fb'),
      tiktok: normalizeSocialLink('tiktok', 'anna_t'),
    })
    expect(await rowOf(unsafe.id)).toMatchObject({ instagram: null, facebook: null, tiktok: null })
    // Safe text the services normalize when reading stays as it was.
    expect(await rowOf(kept.id)).toMatchObject({
      instagram: 'https://instagram.com/anna',
      facebook: 'facebook.com/anna.fb',
      tiktok: 'tiktok.com/@anna',
    })
    expect(await rowOf(blank.id)).toMatchObject({ instagram: null, facebook: null, tiktok: 'https://www.tiktok.com/@explore' })
  })
})
