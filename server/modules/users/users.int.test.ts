import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { multipart as formBody } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'

/** A browser form post; the file goes in the `photo` field unless the test names another. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string; field?: string }) {
  return formBody(fields, file && { ...file, field: file.field ?? 'photo' })
}

describe('profile settings', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const base = (username: string) => ({
    username,
    pageName: 'My Page',
    specialization: 'Street style',
    introduction: 'Hello!',
    country: 'Germany',
    gender: 'female',
    birthdate: '1995-04-12',
    phone: '+49 30 1234',
  })

  it('updates the profile fields and returns the user', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const body = multipart({ ...base(`${user.username}x`) })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateProfile',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      username: `${user.username}x`,
      page_name: 'My Page',
      specialization: 'Street style',
      gender: 'female',
      birthdate: '1995-04-12',
    })
  })

  it('stores the avatar re-encoded as WebP without metadata, and removes the old file', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c084fc' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'PhoneCo' } })
      .toBuffer()
    const first = multipart(base(user.username), { name: 'me.jpg', data: jpeg, type: 'image/jpeg' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateProfile',
      payload: first.payload,
      headers: { ...first.headers, cookie },
    })
    expect(res.statusCode).toBe(200)
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    const file = path.join(t.config.uploadsDir, row.photo as string)
    const meta = await sharp(file).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })
    expect(meta.exif).toBeUndefined()
    expect(res.json().photo).toBe(`/uploads/${row.photo}`)

    const second = multipart(base(user.username), { name: 'me2.png', data: await sharp(jpeg).png().toBuffer(), type: 'image/png' })
    await t.app.inject({ method: 'POST', url: '/api/users/updateProfile', payload: second.payload, headers: { ...second.headers, cookie } })
    expect(existsSync(file)).toBe(false)
  })

  it('refuses a file that is not an image, whatever its name says, and changes nothing', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const body = multipart(base('renamed_user'), { name: 'photo.jpg', data: Buffer.from('<script>alert(1)</script>'), type: 'image/jpeg' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateProfile',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('IMAGE_INVALID')
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id))
    expect(row.username).toBe(user.username)
  })

  it('refuses a look-alike of another account’s username, not of its own', async () => {
    const taken = await createUser(t.db, { username: `lina.looks${Date.now() % 100_000}` })
    const user = await createUser(t.db, { username: `own.name${Date.now() % 100_000}` })
    const { cookie } = await loginHeaders(t, user)
    const update = (username: string) => {
      const body = multipart(base(username))
      return t.app.inject({ method: 'POST', url: '/api/users/updateProfile', payload: body.payload, headers: { ...body.headers, cookie } })
    }
    const res = await update(taken.username.replace('.', '_'))
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('USERNAME_LOOKALIKE')
    expect((await update(user.username.replace('.', '-'))).statusCode).toBe(200)
  })

  it('keeps usernames unique and refuses reserved ones', async () => {
    const taken = await createUser(t.db)
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const clash = multipart(base(taken.username.toUpperCase()))
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateProfile',
      payload: clash.payload,
      headers: { ...clash.headers, cookie },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('USERNAME_TAKEN')
    for (const name of ['admin', 'Trends', '../etc', 'a']) {
      const body = multipart(base(name))
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/users/updateProfile',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      })
      expect(r.statusCode).toBe(400)
    }
  })

  it('refuses specialization beyond 150 characters with the spec message', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const body = multipart({ ...base(user.username), specialization: 'x'.repeat(151) })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateProfile',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details[0]).toMatchObject({ field: 'specialization', message: 'Maximum 150 characters allowed' })
  })

  it('requires a session', async () => {
    const body = multipart(base('someone'))
    const res = await t.app.inject({ method: 'POST', url: '/api/users/updateProfile', payload: body.payload, headers: body.headers })
    expect(res.statusCode).toBe(401)
  })
})
