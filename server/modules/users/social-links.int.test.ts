import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'

describe('social links and layout style', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]

  it('reads empty links for a new creator, then saves them trimmed as given', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const empty = await t.app.inject({ method: 'GET', url: '/api/users/socialLinks', headers: { cookie } })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ instagram: '', facebook: '', tiktok: '', public_email: '' })

    const links = { instagram: ' https://instagram.com/anna ', facebook: 'anna.fb', tiktok: '@anna', public_email: ' Anna@Example.com ' }
    const saved = await t.app.inject({ method: 'POST', url: '/api/users/updateSocialLinks', payload: links, headers: { cookie } })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      instagram: 'https://instagram.com/anna',
      facebook: 'anna.fb',
      tiktok: '@anna',
      public_email: 'Anna@Example.com',
      message: 'Social links updated!',
    })
    expect(await rowOf(user.id)).toMatchObject({
      instagram: 'https://instagram.com/anna',
      facebook: 'anna.fb',
      tiktok: '@anna',
      publicEmail: 'Anna@Example.com',
    })

    // The public-email field saves on its own: the links stay; an empty value clears.
    const emailOnly = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateSocialLinks',
      payload: { public_email: '' },
      headers: { cookie },
    })
    expect(emailOnly.statusCode).toBe(200)
    expect(await rowOf(user.id)).toMatchObject({ instagram: 'https://instagram.com/anna', publicEmail: null })
    const read = await t.app.inject({ method: 'GET', url: '/api/users/socialLinks', headers: { cookie } })
    expect(read.json()).toEqual({ instagram: 'https://instagram.com/anna', facebook: 'anna.fb', tiktok: '@anna', public_email: '' })
  })

  it('refuses an invalid public email and over-long links, changing nothing', async () => {
    const user = await createUser(t.db, { instagram: 'keep' })
    const { cookie } = await loginHeaders(t, user)
    for (const payload of [{ public_email: 'not-an-email' }, { instagram: 'x'.repeat(2049) }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/updateSocialLinks', payload, headers: { cookie } })
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('VALIDATION_FAILED')
    }
    expect(await rowOf(user.id)).toMatchObject({ instagram: 'keep', publicEmail: null })
  })

  it('switches between layouts until business is stored, then locks it', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const set = (layoutStyle: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/users/updateLayoutStyle', payload: { layoutStyle }, headers: { cookie } })

    const fashion = await set('fashion')
    expect(fashion.statusCode).toBe(200)
    expect(fashion.json()).toEqual({ layout_style: 'fashion', message: 'Layout style updated!' })
    expect((await set('business')).statusCode).toBe(200)
    expect((await rowOf(user.id)).layoutStyle).toBe('business')
    expect((await set('business')).statusCode).toBe(200)

    const locked = await set('fashion')
    expect(locked.statusCode).toBe(409)
    expect(locked.json().code).toBe('LAYOUT_LOCKED')
    expect((await rowOf(user.id)).layoutStyle).toBe('business')
    expect((await set('minimal')).statusCode).toBe(400)
  })

  it.each([
    ['GET', '/api/users/socialLinks', undefined],
    ['POST', '/api/users/updateSocialLinks', { instagram: 'x' }],
    ['POST', '/api/users/updateLayoutStyle', { layoutStyle: 'fashion' }],
  ] as const)('%s %s: guests get 401', async (method, url, payload) => {
    expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401)
  })
})
