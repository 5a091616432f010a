import { readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { multipart } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { instagramArchive, zipArchive } from '../../../tests/fixtures/zip.ts'
import { images, imports } from '../../db/schema/index.ts'

const photo = (background: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background } })
    .jpeg()
    .toBuffer()

describe('importing an Instagram data download', () => {
  let t: TestApp
  let red: Buffer
  let blue: Buffer
  beforeAll(async () => {
    t = await createTestApp()
    red = await photo('#ef4444')
    blue = await photo('#3b82f6')
  })
  afterAll(() => t.close())

  const post = (archive: Buffer, headers: Record<string, string> = {}) => {
    const form = multipart({ category: 'makeup' }, { field: 'archive', name: 'instagram.zip', data: archive, type: 'application/zip' })
    // Each from its own address: the form's limit per address is not what these tests are about.
    const remoteAddress = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    return t.app.inject({
      method: 'POST',
      url: '/dashboard/import',
      remoteAddress,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    })
  }
  const signedIn = async () => {
    const creator = await createUser(t.db)
    return { creator, cookie: (await loginHeaders(t, creator)).cookie }
  }
  const looksOf = (userId: string) => t.db.select().from(images).where(eq(images.userId, userId))
  const tmpFiles = () => readdirSync(path.join(t.config.dataDir, 'tmp', 'imports'))

  it('sends a visitor without a session to sign in, and refuses progress to anyone but the importer', async () => {
    const res = await post(instagramArchive([{ photos: [{ name: 'a.jpg', data: red }] }]))
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/login')
    const { cookie } = await signedIn()
    const started = await post(instagramArchive([{ photos: [{ name: 'a.jpg', data: red }] }]), { cookie })
    const id = new URL(started.headers.location as string, 'http://x').searchParams.get('id')!
    await t.app.services.imports.settled()
    expect((await t.app.inject({ method: 'GET', url: `/api/imports/${id}` })).statusCode).toBe(401)
    const other = await signedIn()
    const foreign = await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie: other.cookie } })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe('IMPORT_NOT_FOUND')
  })

  it('makes every photo a draft look with its decoded caption and date, leaves videos out with a count, and reports progress', async () => {
    const { creator, cookie } = await signedIn()
    const archive = instagramArchive(
      [
        { photos: [{ name: 'one.jpg', data: red }], caption: 'Café au lait 🌞 في الحديقة', takenAt: 1_700_000_000 },
        {
          photos: [
            { name: 'two.jpg', data: blue },
            { name: 'three.jpg', data: red },
          ],
          caption: 'Carousel',
          takenAt: 1_710_000_000,
          video: true,
        },
      ],
      { legacyPath: true },
    )
    const res = await post(archive, { cookie })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(/^\/dashboard\/import\?id=[0-9a-f-]{36}$/)
    await t.app.services.imports.settled()
    const id = res.headers.location!.split('?id=')[1]
    const progress = await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie } })
    expect(progress.json()).toMatchObject({ status: 'done', total: 3, done: 3, videos_skipped: 1, error: null })
    const looks = (await looksOf(creator.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    expect(looks.map((l) => [l.description, l.createdAt.getTime(), l.publishedAt, l.category])).toEqual([
      ['Café au lait 🌞 في الحديقة', 1_700_000_000_000, null, 'makeup'],
      ['Carousel', 1_710_000_000_000, null, 'makeup'],
      ['Carousel', 1_710_000_000_000, null, 'makeup'],
    ])
    expect(tmpFiles()).toEqual([])
  })

  it('refuses unsafe, bomb, foreign and broken archives with a clear reason, keeping nothing', async () => {
    const { creator, cookie } = await signedIn()
    const cases: [Buffer, string][] = [
      // An entry that climbs out of the archive.
      [
        instagramArchive([{ photos: [{ name: 'a.jpg', data: red }] }], { extra: [{ name: '../../evil.sh', data: 'rm -rf /' }] }),
        'IMPORT_ARCHIVE_UNSAFE',
      ],
      // A post naming a file outside the archive.
      [
        zipArchive([{ name: 'content/posts_1.json', data: JSON.stringify([{ media: [{ uri: '../../etc/passwd.jpg' }] }]) }]),
        'IMPORT_ARCHIVE_UNSAFE',
      ],
      // A photo that inflates a thousandfold: a bomb.
      [
        zipArchive([
          { name: 'content/posts_1.json', data: JSON.stringify([{ media: [{ uri: 'media/bomb.jpg' }] }]) },
          { name: 'media/bomb.jpg', data: Buffer.alloc(14 * 1024 * 1024) },
        ]),
        'IMPORT_ARCHIVE_UNSAFE',
      ],
      // Entries that say they inflate to terabytes.
      [
        zipArchive([
          { name: 'content/posts_1.json', data: '[]' },
          ...Array.from({ length: 3 }, (_, i) => ({ name: `x${i}`, data: 'x', declaredSize: 0xfffffff0 })),
        ]),
        'IMPORT_ARCHIVE_TOO_LARGE',
      ],
      [zipArchive([{ name: 'notes.txt', data: 'hello' }]), 'IMPORT_NOT_INSTAGRAM'],
      [zipArchive([{ name: 'content/posts_1.json', data: '{"not":"a list"}' }]), 'IMPORT_NOT_INSTAGRAM'],
      [
        zipArchive([{ name: 'content/posts_1.json', data: JSON.stringify([{ media: [{ uri: 'media/gone.jpg' }] }]) }]),
        'IMPORT_MEDIA_MISSING',
      ],
      [Buffer.from('PK this is not really a zip'), 'IMPORT_ARCHIVE_INVALID'],
    ]
    for (const [archive, code] of cases) {
      const res = await post(archive, { cookie })
      expect([res.statusCode, res.headers.location]).toEqual([303, `/dashboard/import?error=${code}`])
    }
    expect(await looksOf(creator.id)).toHaveLength(0)
    expect(await t.db.select().from(imports).where(eq(imports.userId, creator.id))).toHaveLength(0)
    expect(tmpFiles()).toEqual([])
  })

  it('imports nothing when one photo of the archive cannot be read, and says which', async () => {
    const { creator, cookie } = await signedIn()
    const archive = instagramArchive([
      { photos: [{ name: 'good.jpg', data: red }], takenAt: 1_600_000_000 },
      { photos: [{ name: 'good2.jpg', data: blue }], takenAt: 1_600_000_100 },
      { photos: [{ name: 'broken.jpg', data: Buffer.from('not a photo at all') }], takenAt: 1_600_000_200 },
    ])
    const res = await post(archive, { cookie })
    await t.app.services.imports.settled()
    const id = res.headers.location!.split('?id=')[1]
    const progress = await t.app.inject({ method: 'GET', url: `/api/imports/${id}`, headers: { cookie, 'accept-language': 'de' } })
    expect(progress.json()).toMatchObject({ status: 'failed', done: 2, total: 3 })
    expect(progress.json().error).toContain('media/posts/202401/broken.jpg')
    expect(await looksOf(creator.id)).toHaveLength(0)
  })

  it('runs one import per creator at a time, also under a burst', async () => {
    const { creator, cookie } = await signedIn()
    const archive = instagramArchive([{ photos: [{ name: 'a.jpg', data: red }] }, { photos: [{ name: 'b.jpg', data: blue }] }])
    const answers = await Promise.all(Array.from({ length: 3 }, () => post(archive, { cookie })))
    await t.app.services.imports.settled()
    const started = answers.filter((r) => r.headers.location?.includes('?id=')).length
    const refused = answers.filter((r) => r.headers.location === '/dashboard/import?error=IMPORT_RUNNING').length
    expect(started).toBeGreaterThanOrEqual(1)
    expect(started + refused).toBe(3)
    expect(await looksOf(creator.id)).toHaveLength(2 * started)
  })
})
