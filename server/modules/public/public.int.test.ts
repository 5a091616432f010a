import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag, daysFromToday } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { badgeRequests } from '../../db/schema/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { createImagesService } from '../images/images.service.ts'
import { createPublicService } from './public.service.ts'

const token = () => `w${randomUUID().replaceAll('-', '').slice(0, 10)}`

describe('public creator page API', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('answers the public profile with pinned images first, then newest, 12 per page', async () => {
    const user = await createUser(t.db, { instagram: 'https://instagram.com/x', layoutStyle: 'business', publicEmail: 'hi@example.com' })
    const base = Date.now() - 100_000
    const made = []
    for (let i = 0; i < 14; i++) made.push(await createImage(t.db, user.id, { createdAt: new Date(base + i * 1000) }))
    await createImage(t.db, user.id, { pinned: true, createdAt: new Date(base - 50_000), isPremium: true })
    const res = await get(`/api/public/${user.username}`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      username: user.username,
      page_name: user.pageName,
      layout_style: 'business',
      public_email: 'hi@example.com',
      // Stored links leave as the network's canonical profile URL.
      instagram: 'https://www.instagram.com/x',
      photo_count: 15,
      total: 15,
      total_pages: 2,
      page: 1,
    })
    expect(body.images).toHaveLength(12)
    expect(body.images[0]).not.toHaveProperty('pinned')
    expect(body.images[0]).not.toHaveProperty('is_premium')
    expect(body.images[1].id).toBe(made[13].id)
    expect(body.images[0].filename).toMatch(/^images\/.+\.webp$/)
    expect(body.images[0].url).toBe(`/uploads/${body.images[0].filename}`)
    expect(body.premiumImages).toHaveLength(1)
    const page2 = (await get(`/api/public/${user.username}?page=2`)).json()
    expect(page2.images.map((i: { id: string }) => i.id)).toEqual([made[2].id, made[1].id, made[0].id])
    expect(page2.page).toBe(2)
  })

  it('shows each image with its own tags in the order they were added, on the page and among the premium ones', async () => {
    const user = await createUser(t.db)
    const base = Date.now() - 100_000
    const both = await createImage(t.db, user.id, { isPremium: true, createdAt: new Date(base) })
    const newer = await createImage(t.db, user.id, { isPremium: true, createdAt: new Date(base + 1000) })
    const plain = await createImage(t.db, user.id, { createdAt: new Date(base + 2000) })
    // Inserted out of order: the order they were added in is their created_at.
    const second = await createTag(t.db, both.id, { link: 'https://shop.example/2', createdAt: new Date(base + 20) })
    const first = await createTag(t.db, both.id, { link: 'https://shop.example/1', createdAt: new Date(base + 10) })
    const other = await createTag(t.db, newer.id, { createdAt: new Date(base + 30) })
    const body = (await get(`/api/public/${user.username}`)).json()
    const tagIds = (image: { tags: { id: string }[] }) => image.tags.map((tag) => tag.id)
    expect(body.images.map((i: { id: string }) => i.id)).toEqual([plain.id, newer.id, both.id])
    expect(body.images.map(tagIds)).toEqual([[], [other.id], [first.id, second.id]])
    expect(body.premiumImages.map((i: { id: string }) => i.id)).toEqual([newer.id, both.id])
    expect(body.premiumImages.map(tagIds)).toEqual([[other.id], [first.id, second.id]])
    expect(body.images[2]).toMatchObject({
      created_at: both.createdAt.toISOString(),
      expiry_date: both.expiryDate,
      username: user.username,
    })
    expect(body.images[2].tags[0]).toEqual({
      id: first.id,
      x_percent: first.xPercent,
      y_percent: first.yPercent,
      link: 'https://shop.example/1',
      product: null,
    })
  })

  it('finds the creator whatever the case of the username', async () => {
    const user = await createUser(t.db)
    const res = await get(`/api/public/${user.username.toUpperCase()}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().username).toBe(user.username)
  })

  it('never shows expired images; an image expiring today is still shown', async () => {
    const user = await createUser(t.db)
    const today = await createImage(t.db, user.id, { expiryDate: daysFromToday(0) })
    await createImage(t.db, user.id, { expiryDate: daysFromToday(-1), isPremium: true })
    const body = (await get(`/api/public/${user.username}`)).json()
    expect(body.images.map((i: { id: string }) => i.id)).toEqual([today.id])
    expect(body.photo_count).toBe(1)
    expect(body.premiumImages).toEqual([])
  })

  it.each([
    ['unknown', 'nobody_here_123'],
    ['long', 'a'.repeat(100)],
    ['path trick', '..%2F..%2Fetc%2Fpasswd'],
    ['unicode', encodeURIComponent('üñíçødé')],
    ['markup', encodeURIComponent('<script>')],
    ['quote', encodeURIComponent("o'brien")],
    ['emoji', encodeURIComponent('👗👗👗')],
    ['percent', '%25%25%25'],
  ])('answers 404 "Influencer not found." for a %s username', async (_label, name) => {
    for (const url of [`/api/public/${name}`, `/api/public/${name}/stories`]) {
      const res = await get(url)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'Influencer not found.', code: 'INFLUENCER_NOT_FOUND' })
    }
  })

  it('hides an image at 00:00 UTC after its expiry date, whatever the service saw before', async () => {
    const storage = { url: (key: string) => `/uploads/${key}` } as unknown as StoragePort
    let clock = new Date('2030-03-01T23:59:59.999Z')
    const service = createPublicService({ db: t.db, storage, images: createImagesService({ db: t.db, storage }), now: () => clock })
    const user = await createUser(t.db)
    const image = await createImage(t.db, user.id, { expiryDate: '2030-03-01' })
    const query = { page: 1, search: undefined }
    expect((await service.profile(user.username, query)).images.map((i) => i.id)).toEqual([image.id])
    clock = new Date('2030-03-02T00:00:00.000Z')
    expect((await service.profile(user.username, query)).images).toEqual([])
    clock = new Date('2030-03-01T12:00:00.000Z')
    expect((await service.profile(user.username, query)).images).toHaveLength(1)
  })

  it('answers 404 for a 5,000 character username, in the API and to page loaders', async () => {
    // Beyond the router's parameter length the API answers its generic 404.
    expect((await get(`/api/public/${'a'.repeat(5000)}`)).statusCode).toBe(404)
    await expect(t.app.services.public.profile('a'.repeat(5000), { page: 1, search: undefined })).rejects.toMatchObject({
      code: 'INFLUENCER_NOT_FOUND',
    })
    await expect(t.app.services.public.stories('../../etc')).rejects.toMatchObject({ code: 'INFLUENCER_NOT_FOUND' })
  })

  it('answers a malformed URL escape with a 4xx, never a 500', async () => {
    const res = await get('/api/public/%E0%A4%A')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })

  it.each([
    ['awaiting approval or blocked', { approved: false }],
    ['unpaid', { paymentStatus: 'pending' as const }],
  ])('answers 403 "Account is not approved." for a creator %s', async (_label, overrides) => {
    const user = await createUser(t.db, overrides)
    await createImage(t.db, user.id)
    for (const url of [`/api/public/${user.username}`, `/api/public/${user.username}/stories`]) {
      const res = await get(url)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'Account is not approved.', code: 'ACCOUNT_NOT_APPROVED' })
    }
  })

  it('answers 403 for an admin account and translates the message', async () => {
    const admin = await createAdmin(t.db)
    const res = await t.app.inject({ method: 'GET', url: `/api/public/${admin.username}`, headers: { 'accept-language': 'de' } })
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toBe('Konto ist nicht freigegeben.')
  })

  describe('search and category', () => {
    let username: string
    const ids: Record<string, string> = {}
    beforeAll(async () => {
      const user = await createUser(t.db)
      username = user.username
      const texts = {
        creme: 'Crème brûlée DRESS for summer',
        percent: '50% off this week',
        fifty: '500 off this week',
        underscore: 'code a_b inside',
        axb: 'code axb inside',
        backslash: 'back\\slash jeans',
        regex: 'wild (.*) [a] +? card',
        quote: "it's a Robert'); DROP TABLE images;-- look",
        emoji: 'party 👗 dress',
      }
      for (const [key, description] of Object.entries(texts)) {
        ids[key] = (await createImage(t.db, user.id, { description, category: key === 'emoji' ? 'makeup' : 'clothes' })).id
      }
    })

    const search = async (q: string, extra = '') => {
      const res = await get(`/api/public/${username}?search=${encodeURIComponent(q)}${extra}`)
      expect(res.statusCode).toBe(200)
      return (res.json().images as { id: string }[]).map((i) => i.id).sort()
    }

    it('ignores case and accents both ways', async () => {
      expect(await search('creme brulee')).toEqual([ids.creme])
      expect(await search('CRÈME')).toEqual([ids.creme])
      expect(await search('dress')).toEqual([ids.creme, ids.emoji].sort())
    })

    it('treats %, _ and \\ literally', async () => {
      expect(await search('50%')).toEqual([ids.percent])
      expect(await search('a_b')).toEqual([ids.underscore])
      expect(await search('%')).toEqual([ids.percent])
      expect(await search('_')).toEqual([ids.underscore])
      expect(await search('k\\s')).toEqual([ids.backslash])
    })

    it('handles regex characters, SQL quotes and emoji as plain text', async () => {
      expect(await search('(.*)')).toEqual([ids.regex])
      expect(await search('[a]')).toEqual([ids.regex])
      expect(await search("Robert'); DROP TABLE images;--")).toEqual([ids.quote])
      expect(await search('👗')).toEqual([ids.emoji])
      expect(await search('nothing-matches-this')).toEqual([])
    })

    it('filters by category, ignores an unknown one, and counts matches', async () => {
      const res = (await get(`/api/public/${username}?category=makeup`)).json()
      expect(res.images.map((i: { id: string }) => i.id)).toEqual([ids.emoji])
      expect(res).toMatchObject({ total: 1, total_pages: 1, photo_count: 9 })
      expect(await search('dress', '&category=clothes')).toEqual([ids.creme])
      expect((await get(`/api/public/${username}?category=weapons&page=-3`)).json()).toMatchObject({ total: 9, page: 1 })
    })
  })

  it('lists approved stories only, newest first', async () => {
    const user = await createUser(t.db)
    const at = (s: number) => new Date(Date.now() - s * 1000)
    await t.db.insert(badgeRequests).values([
      { userId: user.id, storyUrl: 'https://instagram.com/p/old', status: 'approved', submittedAt: at(300) },
      { userId: user.id, storyUrl: 'https://instagram.com/p/new', status: 'approved', submittedAt: at(100) },
      { userId: user.id, storyUrl: 'https://instagram.com/p/no', status: 'rejected', submittedAt: at(50) },
      { userId: user.id, storyUrl: 'https://instagram.com/p/wait', status: 'pending', submittedAt: at(10) },
    ])
    const res = await get(`/api/public/${user.username}/stories`)
    expect(res.statusCode).toBe(200)
    expect(res.json().map((s: { story_url: string }) => s.story_url)).toEqual([
      'https://instagram.com/p/new',
      'https://instagram.com/p/old',
    ])
    expect(res.json()[0]).toEqual({ id: expect.any(String), story_url: 'https://instagram.com/p/new', submitted_at: expect.any(String) })
  })

  it('documents the public routes in the OpenAPI description', async () => {
    const res = await get('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    for (const path of [
      '/api/public/{username}',
      '/api/public/{username}/stories',
      '/api/public/all-images',
      '/api/public/click/{imageId}',
    ]) {
      expect(paths).toContain(path)
    }
  })

  describe('directory', () => {
    it('lists approved paid creators, searches username and page name without accents, filters by country', async () => {
      const word = token()
      const a = await createUser(t.db, { username: `${word}_ana`, country: 'Germany', pageName: 'Ana' })
      const b = await createUser(t.db, { pageName: `Zoë ${word.toUpperCase()} Café`, country: 'France', specialization: 'Makeup' })
      await createUser(t.db, { username: `${word}_no`, approved: false, country: 'Germany' })
      await createAdmin(t.db, { username: `${word}_adm` })
      await createImage(t.db, a.id)
      await createImage(t.db, a.id, { expiryDate: daysFromToday(-2) })

      const all = (await get(`/api/public/influencers?search=${word}`)).json()
      expect(all.total).toBe(2)
      expect(all.data.map((c: { username: string }) => c.username).sort()).toEqual([a.username, b.username].sort())
      expect(all.data.find((c: { username: string }) => c.username === a.username)).toEqual({
        username: a.username,
        page_name: 'Ana',
        photo: null,
        badge_verified: false,
        country: 'Germany',
        specialization: null,
        photo_count: 1,
      })
      const cafe = (await get(`/api/public/influencers?search=${encodeURIComponent(`${word} CAFE`)}`)).json()
      expect(cafe.data.map((c: { username: string }) => c.username)).toEqual([b.username])
      const germany = (await get(`/api/public/influencers?search=${word}&country=gErMaNy`)).json()
      expect(germany.data.map((c: { username: string }) => c.username)).toEqual([a.username])
      const paged = (await get(`/api/public/influencers?search=${word}&limit=1&page=2`)).json()
      expect(paged).toMatchObject({ total: 2, data: [expect.any(Object)] })
    })

    it('lists the countries of approved creators once each', async () => {
      const country = `Land ${token()}`
      await createUser(t.db, { country })
      await createUser(t.db, { country: ` ${country.toUpperCase()} ` })
      const hidden = `Hidden ${token()}`
      await createUser(t.db, { country: hidden, approved: false })
      const res = await get('/api/public/countries')
      expect(res.statusCode).toBe(200)
      const list: string[] = res.json()
      expect(list.filter((c) => c.toLowerCase() === country.toLowerCase())).toHaveLength(1)
      expect(list).not.toContain(hidden)
    })
  })
})
