import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser } from '../../../tests/factories/users.ts'
import { multipart } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { users } from '../../db/schema/index.ts'

const filled = {
  specialization: 'Street style',
  introduction: 'Hello!',
  country: 'Germany',
  gender: 'female' as const,
  birthdate: '1995-04-12',
  phone: '+49 30 1234',
}

/** POST /api/users/updateProfile changes only what is sent; birthdates keep to ages 13–120. */
describe('partial profile updates and birthdates', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const update = async (cookie: string, fields: Record<string, string>, lang = 'en') => {
    const body = multipart(fields)
    return t.app.inject({
      method: 'POST',
      url: '/api/users/updateProfile',
      payload: body.payload,
      headers: { ...body.headers, cookie, 'accept-language': lang },
    })
  }
  const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]

  it('sending only pageName keeps country, introduction and the rest', async () => {
    const user = await createUser(t.db, filled)
    const { cookie } = await loginHeaders(t, user)
    const res = await update(cookie, { pageName: 'Only The Name' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await rowOf(user.id)).toMatchObject({ ...filled, username: user.username, pageName: 'Only The Name' })
    expect(res.json()).toMatchObject({ page_name: 'Only The Name', country: 'Germany', introduction: 'Hello!' })
  })

  it('clears the optional fields sent empty, and only those', async () => {
    const user = await createUser(t.db, filled)
    const { cookie } = await loginHeaders(t, user)
    expect((await update(cookie, { country: '', gender: '', birthdate: '' })).statusCode).toBe(200)
    expect(await rowOf(user.id)).toMatchObject({ ...filled, country: null, gender: null, birthdate: null, pageName: user.pageName })
  })

  it('refuses to clear the page name', async () => {
    const user = await createUser(t.db, filled)
    const { cookie } = await loginHeaders(t, user)
    const res = await update(cookie, { pageName: '' })
    expect(res.statusCode).toBe(400)
    expect((await rowOf(user.id)).pageName).toBe(user.pageName)
  })

  it.each([
    ['2020-01-01', 'en', 'You must be at least 13 years old to use Looktag.'],
    ['2020-01-01', 'de', 'Du musst mindestens 13 Jahre alt sein, um Looktag zu nutzen.'],
    ['1800-01-01', 'ar', 'يرجى إدخال تاريخ ميلاد خلال آخر 120 عامًا.'],
    ['1800-01-01', 'en', 'Please enter a birthdate within the last 120 years.'],
  ])('refuses the birthdate %s in the profile (%s)', async (birthdate, lang, message) => {
    const user = await createUser(t.db, filled)
    const { cookie } = await loginHeaders(t, user)
    const res = await update(cookie, { birthdate }, lang)
    expect(res.statusCode).toBe(400)
    expect(res.json().details).toEqual([{ field: 'birthdate', key: expect.any(String), message }])
    expect((await rowOf(user.id)).birthdate).toBe(filled.birthdate)
  })

  it.each(['2020-01-01', '1800-01-01'])('refuses the birthdate %s at registration and creates no account', async (birthdate) => {
    const id = randomUUID().slice(0, 8)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-checkout-session',
      payload: {
        username: `young_${id}`,
        email: `young-${id}@example.com`,
        password: 'a-good-long-passphrase',
        page_name: 'Page',
        phone: '+49 151 1234567',
        birthdate,
        billingCycle: 'monthly',
        planType: 'basic',
        acceptTerms: true,
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().details.map((d: { field: string }) => d.field)).toEqual(['birthdate'])
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, `young-${id}@example.com`)),
    ).toEqual([])
  })
})
