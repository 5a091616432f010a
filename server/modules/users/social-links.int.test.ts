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

  const IG = 'https://www.instagram.com/anna'
  const FB = 'https://www.facebook.com/anna.fb'
  const TT = 'https://www.tiktok.com/@anna'

  it('reads empty links for a new creator, then stores what was typed as profile URLs', async () => {
    const user = await createUser(t.db)
    const { cookie } = await loginHeaders(t, user)
    const empty = await t.app.inject({ method: 'GET', url: '/api/users/socialLinks', headers: { cookie } })
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual({ instagram: '', facebook: '', tiktok: '', public_email: '' })

    const links = { instagram: ' @anna ', facebook: 'anna.fb', tiktok: 'tiktok.com/@anna', public_email: ' Anna@Example.com ' }
    const saved = await t.app.inject({ method: 'POST', url: '/api/users/updateSocialLinks', payload: links, headers: { cookie } })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      instagram: IG,
      facebook: FB,
      tiktok: TT,
      public_email: 'Anna@Example.com',
      message: 'Social links updated!',
    })
    expect(await rowOf(user.id)).toMatchObject({ instagram: IG, facebook: FB, tiktok: TT, publicEmail: 'Anna@Example.com' })

    // The public page shows them (a plain `name` is a handle too).
    await t.app.inject({ method: 'POST', url: '/api/users/updateSocialLinks', payload: { tiktok: 'anna' }, headers: { cookie } })
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${user.username}` })
    expect(page.json()).toMatchObject({ instagram: IG, facebook: FB, tiktok: TT })

    // The public-email field saves on its own: the links stay; an empty value clears.
    const emailOnly = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateSocialLinks',
      payload: { public_email: '' },
      headers: { cookie },
    })
    expect(emailOnly.statusCode).toBe(200)
    expect(await rowOf(user.id)).toMatchObject({ instagram: IG, publicEmail: null })
    const read = await t.app.inject({ method: 'GET', url: '/api/users/socialLinks', headers: { cookie } })
    expect(read.json()).toEqual({ instagram: IG, facebook: FB, tiktok: TT, public_email: '' })
  })

  it('refuses what cannot be a handle or a profile link, with a message naming the network, changing nothing', async () => {
    const user = await createUser(t.db, { instagram: IG })
    const { cookie } = await loginHeaders(t, user)
    const cases: [Record<string, string>, string, string][] = [
      [{ public_email: 'not-an-email' }, 'public_email', 'Please enter a valid email address.'],
      [{ instagram: 'x'.repeat(2049) }, 'instagram', 'At most 2048 characters.'],
      [{ facebook: 'javascript:alert(1)' }, 'facebook', 'Enter your Facebook username or a link to your Facebook page.'],
      [{ tiktok: 'data:text/html,hi' }, 'tiktok', 'Enter your TikTok username (like @yourname) or a link to your TikTok profile.'],
      [
        { instagram: 'https://evil.example/anna' },
        'instagram',
        'Enter your Instagram username (like @yourname) or a link to your Instagram profile.',
      ],
    ]
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/updateSocialLinks', payload, headers: { cookie } })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field, message }] })
    }
    expect(await rowOf(user.id)).toMatchObject({ instagram: IG, facebook: null, tiktok: null, publicEmail: null })
  })

  it('never returns unsafe links stored before links were normalized', async () => {
    const user = await createUser(t.db, { instagram: 'javascript:alert(1)', facebook: 'data:text/html,x', tiktok: '@anna' })
    const { cookie } = await loginHeaders(t, user)
    const page = await t.app.inject({ method: 'GET', url: `/api/public/${user.username}` })
    expect(page.json()).toMatchObject({ instagram: null, facebook: null, tiktok: TT })
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ instagram: null, facebook: null, tiktok: TT })
    const form = await t.app.inject({ method: 'GET', url: '/api/users/socialLinks', headers: { cookie } })
    expect(form.json()).toMatchObject({ instagram: '', facebook: '', tiktok: TT })
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
