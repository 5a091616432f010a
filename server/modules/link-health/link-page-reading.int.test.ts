import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag } from '../../../tests/factories/images.ts'
import { createUser } from '../../../tests/factories/users.ts'
import { hostileSoldOutPages } from '../../../tests/fixtures/hostile-pages.ts'
import { page, startTestShop } from '../../../tests/fixtures/link-shop.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { links } from '../../db/schema/index.ts'
import { fromRoot } from '../../paths.ts'
import { createPageReader } from './checker/page-reader.ts'

// "Check again now" on pages built to stall a reader (issue #48), through the app: the page is read
// off the event loop, a reading past its budget or a failing reader thread is "could not verify".
let shop: Awaited<ReturnType<typeof startTestShop>>
let t: TestApp
const hostile = hostileSoldOutPages()['<a']!
/** Spins on a page reading "spin" and ends its thread on "exit" (tests/fixtures/hostile-thread.ts). */
const reader = createPageReader({ file: fromRoot('tests/fixtures/hostile-thread.ts') })

beforeAll(async () => {
  shop = await startTestShop({ '/p/spin': page('spin'), '/p/exit': page('exit'), '/p/flood': page(hostile.html) })
  t = await createTestApp({ overrides: { linkChecker: shop.options({ reader, pageBudgetMs: 1_000 }) } })
})
afterAll(async () => {
  await t?.close()
  await shop?.close()
  await reader.close()
})

async function linkOfNewCreator(path: string) {
  const user = await createUser(t.db)
  const tag = await createTag(t.db, (await createImage(t.db, user.id)).id, { link: shop.url(path) })
  const { cookie } = await loginHeaders(t, user)
  await t.app.inject({ method: 'GET', url: '/api/links', headers: { cookie } })
  const [row] = await t.db.select().from(links).where(eq(links.url, tag.link))
  const check = () => t.app.inject({ method: 'POST', url: `/api/links/${row!.id}/check`, headers: { cookie, origin: t.config.publicUrl } })
  return { check }
}

describe('reading a checked page', () => {
  it('answers the liveness probe while a page is read past its budget, then says "could not verify"', async () => {
    const { check } = await linkOfNewCreator('/p/spin')
    const answered: string[] = []
    const [checked] = await Promise.all([
      check().then((res) => {
        answered.push('check')
        return res
      }),
      (async () => {
        // Once the reader's thread spins on the page, the event loop still answers.
        await new Promise((resolve) => setTimeout(resolve, 300))
        expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
        answered.push('live')
      })(),
    ])
    expect(answered).toEqual(['live', 'check'])
    expect(checked.statusCode).toBe(200)
    expect(checked.json()).toMatchObject({ verdict: 'unverified', reason: 'page_unreadable', detail: 'budget' })
  })

  it('says "could not verify" when the reader thread dies, and keeps serving', async () => {
    const { check } = await linkOfNewCreator('/p/exit')
    const res = await check()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ verdict: 'unverified', reason: 'page_unreadable', detail: 'failed' })
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200)
  })

  it('reads a hostile page with the real reader and finds the notice at its end', async () => {
    const app = await createTestApp({ overrides: { linkChecker: shop.options() } })
    try {
      const user = await createUser(app.db)
      const tag = await createTag(app.db, (await createImage(app.db, user.id)).id, { link: shop.url('/p/flood') })
      const { cookie } = await loginHeaders(app, user)
      await app.app.inject({ method: 'GET', url: '/api/links', headers: { cookie } })
      const [row] = await app.db.select().from(links).where(eq(links.url, tag.link))
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/links/${row!.id}/check`,
        headers: { cookie, origin: app.config.publicUrl },
      })
      expect(res.json()).toMatchObject({ verdict: 'sold_out', reason: 'sold_out_words', detail: hostile.detail })
    } finally {
      await app.close()
    }
  })
})
