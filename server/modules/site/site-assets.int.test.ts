import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { multipart } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { siteSettingsInput } from './site-test-helpers.ts'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer()

describe('the platform logo and favicon', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp()
    cookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
  })
  afterAll(() => t.close())

  const upload = async (asset: string, data: Buffer, as = cookie, type = 'image/png') => {
    const body = multipart({}, { field: 'file', name: 'logo.png', data, type })
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/site-settings/${asset}`,
      payload: body.payload,
      headers: { ...body.headers, cookie: as },
    })
  }
  const stored = (key: string) => existsSync(path.join(t.config.uploadsDir, key))

  it('refuses visitors (401) and creators (403) before reading the file', async () => {
    const creator = (await loginHeaders(t, await createUser(t.db))).cookie
    expect((await upload('logo', await png(10, 10), '')).statusCode).toBe(401)
    expect((await upload('logo', Buffer.from('not an image'), creator)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/site-settings/favicon' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/site-settings/favicon', headers: { cookie: creator } })).statusCode,
    ).toBe(403)
    expect((await t.app.services.site.settings()).identity.logo).toBe('')
  })

  it('refuses what is not an image, a missing file and an unknown asset, and keeps the settings', async () => {
    const fake = await upload('logo', Buffer.from('<svg onload="alert(1)"></svg>'), cookie, 'image/png')
    expect(fake.statusCode).toBe(400)
    expect(fake.json().code).toBe('IMAGE_INVALID')
    const body = multipart({})
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/site-settings/logo',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().details[0].field).toBe('file')
    expect((await upload('banner', await png(10, 10))).statusCode).toBe(400)
    expect((await t.app.services.site.settings()).identity.logo).toBe('')
  })

  it('stores a logo and a favicon re-encoded, serves them, replaces and removes them', async () => {
    const logo = await upload('logo', await png(2000, 500))
    expect(logo.statusCode, logo.body).toBe(200)
    const key = logo.json().identity.logo as string
    expect(key).toMatch(/^site\/logo\/.+\.webp$/)
    const meta = await sharp(path.join(t.config.uploadsDir, key)).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 120, hasAlpha: true })
    const served = await t.app.inject({ method: 'GET', url: t.app.services.site.assetUrls(logo.json()).logo as string })
    expect(served.statusCode).toBe(200)

    const favicon = await upload('favicon', await png(300, 100))
    expect(favicon.statusCode).toBe(200)
    expect(await sharp(path.join(t.config.uploadsDir, favicon.json().identity.favicon)).metadata()).toMatchObject({
      format: 'png',
      width: 180,
      height: 180,
    })

    // The settings form cannot point the logo anywhere else, and keeps the uploaded one.
    const input = siteSettingsInput()
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      payload: { ...input, identity: { ...input.identity, logo: '' } },
      headers: { cookie },
    })
    expect(put.statusCode, put.body).toBe(200)
    expect(put.json().identity.logo).toBe(key)

    const replaced = await upload('logo', await png(100, 100))
    expect(replaced.json().identity.logo).not.toBe(key)
    expect(stored(key)).toBe(false)
    const newKey = replaced.json().identity.logo

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/admin/site-settings/logo', headers: { cookie } })
    expect(removed.statusCode).toBe(200)
    expect(removed.json().identity.logo).toBe('')
    expect(stored(newKey)).toBe(false)
    expect((await t.app.services.site.settings()).identity.favicon).toMatch(/^site\/favicon\//)
  })
})
