import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARE_MAX_FILES } from '../../../contract/install.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { multipartFiles } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { images } from '../../db/schema/index.ts'

const photo = (background = '#f472b6') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer()

describe('the installable app', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const share = (files: Buffer[], headers: Record<string, string> = {}, fields: Record<string, string> = {}) => {
    const form = multipartFiles(fields, files, 'photos')
    return t.app.inject({ method: 'POST', url: '/share', payload: form.payload, headers: { ...form.headers, ...headers } })
  }
  const looksOf = (userId: string) => t.db.select().from(images).where(eq(images.userId, userId))

  it('serves a manifest named and coloured by the platform settings, opening the dashboard, with a share target for photos', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/manifest+json')
    const manifest = res.json()
    const { identity } = await t.app.services.site.settings()
    expect(manifest).toMatchObject({
      name: identity.name,
      theme_color: identity.brandColor,
      display: 'standalone',
      start_url: '/dashboard',
      scope: '/',
      share_target: { action: '/share', method: 'POST', enctype: 'multipart/form-data' },
    })
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.share_target.params.files).toEqual([
      expect.objectContaining({ name: 'photos', accept: expect.arrayContaining(['image/*']) }),
    ])
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '384x384', '512x512', '512x512'])
    // Every icon it names is a PNG of that size.
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const png = await t.app.inject({ method: 'GET', url: icon.src })
      expect(png.statusCode).toBe(200)
      expect(png.headers['content-type']).toBe('image/png')
      const meta = await sharp(png.rawPayload).metadata()
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes)
    }
    expect((await t.app.inject({ method: 'GET', url: '/app-icons/999.png' })).statusCode).toBe(404)
  })

  it('serves a service worker that is never cached and answers only failed navigations, and an offline page naming no one', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toContain('text/javascript')
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.body).toContain("request.mode !== 'navigate'")
    const offline = await t.app.inject({ method: 'GET', url: '/offline', headers: { cookie: 'lang=ar' } })
    expect(offline.statusCode).toBe(200)
    expect(offline.body).toContain('dir="rtl"')
    expect(offline.body).toContain('أنت غير متصل')
  })

  it('sends a share without a session to sign in and keeps nothing; an admin to the admin area', async () => {
    const creator = await createUser(t.db)
    const res = await share([await photo()])
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/login')
    const admin = await createAdmin(t.db)
    const asAdmin = await share([await photo()], { cookie: (await loginHeaders(t, admin)).cookie })
    expect(asAdmin.headers.location).toBe('/admin')
    expect(await looksOf(admin.id)).toHaveLength(0)
    expect(await looksOf(creator.id)).toHaveLength(0)
  })

  it("makes every shared photo a draft look of the creator and opens the dashboard's drafts", async () => {
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    // The share sheet's post has no web origin.
    const res = await share(
      [await photo(), await photo('#38bdf8')],
      { cookie, origin: 'null' },
      { text: 'Sunday fit', url: 'https://example.com' },
    )
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/dashboard?shared=2#drafts')
    const looks = await looksOf(creator.id)
    expect(looks).toHaveLength(2)
    expect(looks.every((look) => look.publishedAt === null && look.description === 'Sunday fit')).toBe(true)
  })

  it('refuses a share with a file that is not a photo, too many files, or a file over 15 MB, and keeps none of it', async () => {
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    const notPhoto = await share([await photo(), Buffer.from('%PDF-1.4 not a photo')], { cookie })
    expect(notPhoto.headers.location).toBe('/share?error=not_image')
    // Counted as they arrive: the 21st file is refused whatever came before it.
    const many = await share(
      Array.from({ length: SHARE_MAX_FILES + 1 }, () => Buffer.alloc(0)),
      { cookie },
    )
    expect(many.headers.location).toBe('/share?error=too_many')
    const large = await share([Buffer.alloc(15 * 1024 * 1024 + 1, 1)], { cookie })
    expect(large.headers.location).toBe('/share?error=too_large')
    expect(await looksOf(creator.id)).toHaveLength(0)
  })

  it('takes a burst of shares at once without losing one', async () => {
    const creator = await createUser(t.db)
    const { cookie } = await loginHeaders(t, creator)
    const file = await photo()
    const answers = await Promise.all(Array.from({ length: 4 }, () => share([file], { cookie })))
    const made = answers.filter((r) => r.headers.location === '/dashboard?shared=1#drafts').length
    const busy = answers.filter((r) => r.headers.location === '/share?error=busy').length
    expect(made + busy).toBe(4)
    expect(await looksOf(creator.id)).toHaveLength(made)
  })
})
