import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, createUser, registrationInput } from '../../tests/factories/users.ts'
import { multipart } from '../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'

const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\ud800b'
const TABLES = ['users', 'images', 'tags', 'notifications', 'contact_messages', 'promo_codes', 'audit_log'] as const

async function digest(t: TestApp) {
  const parts: string[] = []
  for (const table of TABLES) {
    const result = await t.db.execute(
      sql`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.identifier(table)} t`,
    )
    parts.push(`${table}:${(result.rows[0] as { digest: string }).digest}`)
  }
  return parts.join(' ')
}

const registration = () => registrationInput()

type Who = 'guest' | 'creator' | 'admin'
/** [name, who sends it, JSON body builder for a bad text value, the field the answer names] */
const jsonCases: [string, Who, string, (bad: string) => Record<string, unknown>, string][] = [
  ['register page name', 'guest', '/api/auth/create-checkout-session', (bad) => ({ ...registration(), page_name: bad }), 'page_name'],
  ['register promo code', 'guest', '/api/auth/create-checkout-session', (bad) => ({ ...registration(), promoCode: bad }), 'promoCode'],
  ['promo check', 'guest', '/api/promo/check', (bad) => ({ code: bad, planType: 'basic', billingCycle: 'monthly' }), 'code'],
  [
    'contact',
    'guest',
    '/api/contact',
    (bad) => ({ fullName: bad, email: 'a@example.com', subject: 'Hi', message: 'Hello there' }),
    'fullName',
  ],
  [
    'contact message',
    'guest',
    '/api/contact',
    (bad) => ({ fullName: 'A', email: 'a@example.com', subject: 'Hi', message: bad }),
    'message',
  ],
  ['social links', 'creator', '/api/users/updateSocialLinks', (bad) => ({ instagram: bad }), 'instagram'],
  ['admin promo code', 'admin', '/api/admin/promo-codes', (bad) => ({ code: bad, percentOff: 10 }), 'code'],
  ['admin broadcast', 'admin', '/api/notifications/send', (bad) => ({ message: bad }), 'message'],
]

/** NUL bytes and lone surrogates anywhere in an API request answer 400 and change nothing. */
describe('text that cannot be stored', () => {
  let t: TestApp
  const cookies: Record<Who, string> = { guest: '', creator: '', admin: '' }
  let photo: Buffer
  beforeAll(async () => {
    t = await createTestApp()
    cookies.creator = (await loginHeaders(t, await createUser(t.db))).cookie
    cookies.admin = (await loginHeaders(t, await createAdmin(t.db))).cookie
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f472b6' } })
      .jpeg()
      .toBuffer()
  })
  afterAll(() => t.close())

  const expectRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field, message: expect.stringMatching(/cannot be saved/) }] })
  }

  for (const [label, bad] of [
    ['NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ] as const) {
    it.each(jsonCases)(`%s: ${label} answers 400 naming the field`, async (_name, who, url, body, field) => {
      const before = await digest(t)
      const res = await t.app.inject({
        method: 'POST',
        url,
        // JSON.stringify writes a lone surrogate as a \ud800 escape, as a fuzzer would send it.
        payload: JSON.stringify(body(bad)),
        headers: { 'content-type': 'application/json', ...(cookies[who] ? { cookie: cookies[who] } : {}) },
      })
      expectRefused(res, field)
      expect(await digest(t)).toBe(before)
    })
  }

  it('refuses NUL in query strings too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/influencers?search=a%00b' })
    expect(res.statusCode).toBe(400)
  })

  it('answers in the request language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: JSON.stringify({ fullName: NUL, email: 'a@example.com', subject: 'Hi', message: 'Hello' }),
      headers: { 'content-type': 'application/json', 'accept-language': 'de' },
    })
    expect(res.json().details[0].message).toMatch(/nicht gespeichert/)
  })

  it('refuses NUL in profile fields and upload descriptions (multipart)', async () => {
    const before = await digest(t)
    const profile = multipart({ username: 'someone_new', pageName: NUL, introduction: 'hi' })
    expectRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/users/updateProfile',
        ...profile,
        headers: { ...profile.headers, cookie: cookies.creator },
      }),
      'pageName',
    )
    const upload = multipart(
      { category: 'clothes', expiry_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), description: NUL, discount: '' },
      { field: 'image', name: 'p.jpg', data: photo, type: 'image/jpeg' },
    )
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/images/upload', ...upload, headers: { ...upload.headers, cookie: cookies.creator } }),
      'description',
    )
    expect(await digest(t)).toBe(before)
  })

  describe('malformed multipart answers 400', () => {
    const bodies: [string, (url: string) => { payload: Buffer; headers: Record<string, string> }][] = [
      [
        'truncated',
        () => {
          const form = multipart({ pageName: 'x' }, { field: 'photo', name: 'p.jpg', data: Buffer.alloc(2000, 1), type: 'image/jpeg' })
          return { payload: form.payload.subarray(0, form.payload.length - 600), headers: form.headers }
        },
      ],
      [
        'wrong boundary',
        () => {
          const form = multipart({ pageName: 'x' })
          return { payload: form.payload, headers: { 'content-type': 'multipart/form-data; boundary=not-the-one' } }
        },
      ],
      ['no boundary', () => ({ payload: Buffer.from('--b\r\n'), headers: { 'content-type': 'multipart/form-data' } })],
    ]
    for (const url of ['/api/users/updateProfile', '/api/images/upload']) {
      it.each(bodies)(`${url}: %s`, async (_name, body) => {
        const before = await digest(t)
        const { payload, headers } = body(url)
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: cookies.creator } })
        expect(res.statusCode, res.body).toBe(400)
        expect(res.json().error).toBeTruthy()
        expect(await digest(t)).toBe(before)
      })
    }
  })
})
