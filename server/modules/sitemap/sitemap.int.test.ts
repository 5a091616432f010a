import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'

describe('robots.txt and sitemap.xml', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://looktag.example' } })
  })
  afterAll(() => t.close())

  const sitemap = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    return res.body
  }

  it('lets crawlers in everywhere but accounts, dashboards, checkouts and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    for (const line of [
      'User-agent: *',
      'Disallow: /dashboard$',
      'Disallow: /admin$',
      'Disallow: /checkout/',
      'Disallow: /api/',
      'Disallow: /shop$',
    ])
      expect(res.body.split('\n')).toContain(line)
    // A creator whose name starts like a private page stays crawlable.
    expect(res.body.split('\n')).not.toContain('Disallow: /shop')
    expect(res.body).toContain('Sitemap: https://looktag.example/sitemap.xml')
  })

  it('lists the static pages, public creators and open shops, never hidden creators or private pages', async () => {
    const seller = await createUser(t.db, { planType: 'ai', shopEnabled: true })
    const plain = await createUser(t.db)
    const pending = await createUser(t.db, { approved: false })
    const unpaid = await createUser(t.db, { paymentStatus: 'pending' })
    const admin = await createUser(t.db, { role: 'admin' })
    const xml = await sitemap()
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    for (const page of [
      '/',
      '/trends',
      '/allinfluencers',
      '/pricing',
      '/imprint',
      `/${seller.username}`,
      `/${seller.username}/shop`,
      `/${plain.username}`,
    ])
      expect(xml).toContain(`<loc>https://looktag.example${page}</loc>`)
    expect(xml).not.toContain(`/${plain.username}/shop<`)
    for (const hidden of [pending, unpaid, admin]) expect(xml).not.toContain(hidden.username)
    for (const page of ['/dashboard', '/admin', '/checkout', '/profile', '/shop/dashboard']) expect(xml).not.toContain(`example${page}<`)
  })

  it('is refreshed when a creator changes (the public pages’ invalidation)', async () => {
    const later = await createUser(t.db, { approved: false })
    expect(await sitemap()).not.toContain(later.username)
    await t.db.update(users).set({ approved: true }).where(eq(users.id, later.id))
    await expect.poll(async () => (await sitemap()).includes(`/${later.username}<`), { timeout: 10_000 }).toBe(true)
  })
})
