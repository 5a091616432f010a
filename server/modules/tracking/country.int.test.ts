import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { createImage } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { growthDaily } from '../../db/schema/index.ts'

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'

/** Rows of every table in the database whose text contains `needle` (an address must be nowhere). */
async function tablesContaining(t: TestApp, needle: string) {
  const tables = await t.db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public'`)
  const found: string[] = []
  for (const { name } of tables.rows) {
    const hit = await t.db.execute(sql`select 1 from ${sql.identifier(name)} r where r::text like ${`%${needle}%`} limit 1`)
    if (hit.rows.length) found.push(name)
  }
  return found
}

describe('country of a visit (shipped IP-to-country database)', () => {
  let t: TestApp
  afterEach(() => t.close())

  const countries = async (userId: string) => {
    await t.app.services.tracking.flush()
    const rows = await t.db.select().from(growthDaily).where(eq(growthDaily.userId, userId))
    return rows.filter((r) => r.dimension === 'country').map((r) => [r.metric, r.value, r.count])
  }

  it('counts a visit from a public address under its country, a loopback one as unknown, and stores no address', async () => {
    t = await createTestApp()
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id)
    const open = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: `/api/public/click/${image.id}`, remoteAddress, headers: { 'user-agent': PHONE } })
    expect((await open('193.99.144.80')).statusCode).toBe(204)
    expect((await open('127.0.0.1')).statusCode).toBe(204)
    expect((await countries(user.id)).sort()).toEqual([
      ['view', 'DE', 1],
      ['view', 'ZZ', 1],
    ])
    expect(await tablesContaining(t, '193.99.144.80')).toEqual([])
  })

  it('takes the address from X-Forwarded-For only from a trusted proxy', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } })
    const user = await createUser(t.db)
    const view = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/page_view/${user.username}`,
        remoteAddress,
        headers: { 'user-agent': PHONE, 'x-forwarded-for': forwardedFor },
      })
    expect((await view('127.0.0.1', '41.65.0.1')).statusCode).toBe(204)
    // Not through our proxy: the header is the client's own claim and is ignored (the address is GB).
    expect((await view('81.2.69.142', '41.65.0.2')).statusCode).toBe(204)
    expect((await countries(user.id)).sort()).toEqual([
      ['page_view', 'EG', 1],
      ['page_view', 'GB', 1],
    ])
    expect(await tablesContaining(t, '41.65.0.1')).toEqual([])
    expect(await tablesContaining(t, '81.2.69.142')).toEqual([])
  })
})
