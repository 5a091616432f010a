import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { daysFromToday } from '../tests/factories/images.ts'
import { createAdmin, createUser, registrationInput } from '../tests/factories/users.ts'
import { multipart } from '../tests/fixtures/multipart.ts'
import { loginHeaders } from '../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../tests/fixtures/test-app.ts'
import { uploadPhoto } from '../tests/fixtures/upload.ts'
import { type S3TestServer, startS3Server } from '../tests/mocks/s3-server.ts'
import { type App, buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { users } from './db/schema/index.ts'
import { siteSettingsInput } from './modules/site/site-test-helpers.ts'
import { createHtmlCache } from './web-cache/html-cache.ts'
import { watchCreatorChanges } from './web-cache/invalidation.ts'

const S3_KEYS = { S3_ACCESS_KEY_ID: 'test-key', S3_SECRET_ACCESS_KEY: 'test-secret', S3_BUCKET: 'looktag' }
const PRIVATE_BUCKET = 'looktag-private'

/**
 * Two app instances on one database and one bucket, as behind a load balancer (decision 0027):
 * what one counts, writes or changes, the other sees.
 */
describe('two app instances on one database', () => {
  let s3: S3TestServer
  let a: TestApp
  let b: App
  let bDataDir: string
  // A fifth of the default: login allows 4 tries a minute, the global limit 120 requests.
  // One JWT secret, as instances behind a load balancer share: a session from one is valid on the other.
  const env = () => ({
    ...S3_KEYS,
    S3_ENDPOINT: s3.endpoint,
    S3_PRIVATE_BUCKET: PRIVATE_BUCKET,
    RATE_LIMIT_MAX: '120',
    JWT_SECRET: 'j'.repeat(40),
  })

  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'looktag', otherBuckets: [PRIVATE_BUCKET], accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID })
    a = await createTestApp({ env: env() })
    bDataDir = mkdtempSync(path.join(tmpdir(), 'looktag-test-b-'))
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: bDataDir, WEB_MODE: 'none', LOG_LEVEL: 'silent', ...env() })
    b = await buildApp(config, { databaseUrl: a.databaseUrl, logger: false })
    await b.ready()
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await s3?.close()
    rmSync(bDataDir, { recursive: true, force: true })
  })

  it('counts a login limit across both instances, exactly', async () => {
    const login = (app: App, i: number, remoteAddress = '198.51.100.7') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody-${i}@example.com`, password: 'wrong-password-1' },
        remoteAddress,
      })
    const codes: number[] = []
    for (let i = 0; i < 4; i++) codes.push((await login(i % 2 ? b : a.app, i)).statusCode)
    expect(codes).toEqual([401, 401, 401, 401])
    // Each instance alone has seen two: the fifth try is refused on either.
    const refused = await login(a.app, 4)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('RATE_LIMITED')
    expect((await login(b, 5)).statusCode).toBe(429)
    // Another client has its own count.
    expect((await login(b, 6, '198.51.100.8')).statusCode).toBe(401)
  })

  it('counts the global limit across both instances, one sync late at most', async () => {
    const hit = (app: App) => app.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress: '198.51.100.9' })
    for (let i = 0; i < 60; i++) expect((await hit(a.app)).statusCode).toBe(404)
    await a.app.services.rateLimits.settle()
    for (let i = 0; i < 60; i++) expect((await hit(b)).statusCode).toBe(404)
    await b.services.rateLimits.settle()
    // B synced after A: it knows all 120 and refuses the next one.
    expect((await hit(b)).statusCode).toBe(429)
    // A last saw 60: it lets one more through, and refuses once that sync brought B's hits.
    expect((await hit(a.app)).statusCode).toBe(404)
    await a.app.services.rateLimits.settle()
    expect((await hit(a.app)).statusCode).toBe(429)
  })

  it('serves an upload made through one instance from the other, out of the bucket', async () => {
    const user = await createUser(a.db)
    const { cookie } = await loginHeaders(a, user)
    const res = await uploadPhoto(a, cookie, { category: 'clothes', expiry_date: daysFromToday(3) })
    expect(res.statusCode, res.body).toBe(201)
    const image = res.json()
    expect(image.url).toBe(`/uploads/${image.filename}`)
    expect(s3.objects.has(image.filename)).toBe(true)
    // Nothing went to either instance's disk.
    expect(existsSync(a.config.uploadsDir)).toBe(false)

    const served = await b.inject({ method: 'GET', url: image.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.rawPayload.equals(s3.objects.get(image.filename)?.body as Buffer)).toBe(true)
    const again = await b.inject({ method: 'GET', url: image.url, headers: { 'if-none-match': String(served.headers.etag) } })
    expect(again.statusCode).toBe(304)
    // A browser that takes AVIF gets the AVIF rendition at the same address.
    const avifKey = image.filename.replace(/webp$/, 'avif')
    const avif = await b.inject({ method: 'GET', url: image.url, headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } })
    expect(avif.statusCode).toBe(200)
    expect(avif.headers['content-type']).toBe('image/avif')
    expect(avif.headers.vary).toBe('Accept')
    expect(avif.rawPayload.equals(s3.objects.get(avifKey)?.body as Buffer)).toBe(true)
    // A photo stored before AVIF renditions existed: its WebP, for every browser.
    s3.objects.delete(avifKey)
    const older = await b.inject({ method: 'GET', url: image.url, headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } })
    expect(older.headers['content-type']).toBe('image/webp')

    expect((await b.inject({ method: 'GET', url: '/uploads/images/nothing/w320.webp' })).statusCode).toBe(404)
    expect((await b.inject({ method: 'GET', url: '/uploads/images/x%2F..%2F..%2Fsecret' })).statusCode).toBe(404)
  })

  it('keeps an invoice issued through one instance in the private bucket, where the other reads it for its owner', async () => {
    const input = registrationInput()
    // The test checkout answers local clients only (decision 0007).
    const local = { remoteAddress: '127.0.115.1' }
    const reg = await a.app.inject({ method: 'POST', url: '/api/auth/create-checkout-session', payload: input, ...local })
    expect(reg.statusCode, reg.body).toBe(200)
    const sessionId = (reg.json().url as string).split('/').pop()
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Ida' }
    const paid = await a.app.inject({ method: 'POST', url: `/api/checkout/local/${sessionId}/pay`, payload: card, ...local })
    expect(paid.statusCode, paid.body).toBe(200)
    await a.db.update(users).set({ approved: true }).where(eq(users.email, input.email))
    const { cookie } = await loginHeaders(a, input)
    const [invoice] = (await a.app.inject({ method: 'GET', url: '/api/users/subscription', headers: { cookie } })).json().invoices

    const stored = s3.bucket(PRIVATE_BUCKET).get(`invoices/${invoice.file}`)
    expect(stored?.contentType).toBe('application/pdf')
    expect(stored?.cacheControl).toBe('private, no-store')
    expect([...s3.objects.keys()].some((key) => key.includes(invoice.file))).toBe(false)
    expect(existsSync(a.config.billing.invoicesDir)).toBe(false)

    const pdf = await b.inject({ method: 'GET', url: `/api/secure-invoice/${invoice.file}`, headers: { cookie } })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.equals(stored?.body as Buffer)).toBe(true)
    // Not a public file under any address.
    for (const url of [`/uploads/invoices/${invoice.file}`, `/uploads/${invoice.file}`])
      expect((await b.inject({ method: 'GET', url })).statusCode).toBe(404)
    // Both stores answer readiness.
    expect((await b.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', storage: 'up' })
  })

  it("drops the other instance's cached public page when a creator changes", async () => {
    // B's page cache, listening like a built app does (the web build is not part of unit runs).
    const cache = createHtmlCache()
    const listener = Fastify({ logger: false })
    watchCreatorChanges(listener, { databaseUrl: a.databaseUrl, caches: [cache] })
    await listener.ready()
    try {
      const user = await createUser(a.db)
      const { cookie } = await loginHeaders(a, user)
      cache.set(`/${user.username}`, { status: 200, headers: {}, body: '<p>old</p>', path: `/${user.username}` })
      const body = multipart({ introduction: 'New season, new looks' })
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/users/updateProfile',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      })
      expect(res.statusCode, res.body).toBe(200)
      // The notification travels through PostgreSQL: wait for it, bounded, without a fixed sleep.
      await expect.poll(() => cache.get(`/${user.username}`), { timeout: 5000 }).toBeUndefined()
    } finally {
      await listener.close()
    }
  })

  it('shows new platform settings on the other instance at once, and drops its cached pages', async () => {
    const adminCookie = (await loginHeaders(a, await createAdmin(a.db))).cookie
    // B has the settings in memory and a public page cached, fed by the hook its HTML cache uses.
    const before = await b.services.site.settings()
    const cache = createHtmlCache()
    b.services.site.onChange(() => cache.clear())
    cache.set('/imprint', { status: 200, headers: {}, body: '<p>old imprint</p>', path: '/imprint' })
    const input = siteSettingsInput({ company: 'Zweite Instanz GmbH' })
    const res = await a.app.inject({ method: 'PUT', url: '/api/admin/site-settings', payload: input, headers: { cookie: adminCookie } })
    expect(res.statusCode, res.body).toBe(200)
    expect(before.imprint.company).not.toBe('Zweite Instanz GmbH')
    await expect.poll(() => cache.get('/imprint'), { timeout: 5000 }).toBeUndefined()
    expect((await b.services.site.settings()).imprint.company).toBe('Zweite Instanz GmbH')
  })
})

describe('files loaded from S3_PUBLIC_URL', () => {
  let s3: S3TestServer
  let t: TestApp
  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'looktag', accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID })
    t = await createTestApp({ env: { ...S3_KEYS, S3_ENDPOINT: s3.endpoint, S3_PUBLIC_URL: 'https://cdn.example.com/looktag' } })
  })
  afterAll(async () => {
    await t?.close()
    await s3?.close()
  })

  it('hands out CDN URLs, allows that origin for images, and serves nothing under /uploads/', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const res = await uploadPhoto(t, cookie, { category: 'clothes', expiry_date: daysFromToday(3) })
    expect(res.statusCode, res.body).toBe(201)
    const image = res.json()
    expect(image.url).toBe(`https://cdn.example.com/looktag/${image.filename}`)
    expect(s3.objects.has(image.filename)).toBe(true)
    const page = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.com;/)
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${image.filename}` })).statusCode).toBe(404)
  })
})
