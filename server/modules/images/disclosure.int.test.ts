import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createImage, createTag, daysFromToday } from '../../../tests/factories/images.ts'
import { createAdmin, createUser } from '../../../tests/factories/users.ts'
import { multipart } from '../../../tests/fixtures/multipart.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { auditLog, images } from '../../db/schema/index.ts'

/** Ad disclosure of looks: chosen on upload or later, required by an admin, shown to visitors. */
describe('ad disclosure', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const photo = () =>
    sharp({ create: { width: 400, height: 300, channels: 3, background: '#f472b6' } })
      .jpeg()
      .toBuffer()

  async function creator() {
    const user = await createUser(t.db)
    return { user, cookie: (await loginHeaders(t, user)).cookie }
  }

  async function upload(cookie: string, fields: Record<string, string>, lang = 'en') {
    const body = multipart(
      { category: 'clothes', expiry_date: daysFromToday(3), ...fields },
      { field: 'image', name: 'p.jpg', data: await photo(), type: 'image/jpeg' },
    )
    return t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: body.payload,
      headers: { ...body.headers, cookie, 'accept-language': lang },
    })
  }

  const setDisclosure = (cookie: string | undefined, id: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/images/${id}/disclosure`, payload: payload as object, headers: cookie ? { cookie } : {} })

  const setRequired = async (required: boolean) => {
    const admin = await createAdmin(t.db)
    const { cookie } = await loginHeaders(t, admin)
    return t.app.inject({ method: 'PUT', url: '/api/admin/require-disclosure', payload: { required }, headers: { cookie } })
  }

  it('stores the choice made on upload; the brand only with a paid partnership', async () => {
    const { cookie } = await creator()
    const paid = await upload(cookie, { disclosure: 'paid', disclosure_brand: ' Linen & Co ' })
    expect(paid.statusCode).toBe(201)
    expect(paid.json()).toMatchObject({ disclosure: 'paid', disclosure_brand: 'Linen & Co' })
    const gifted = await upload(cookie, { disclosure: 'gifted', disclosure_brand: 'Ignored' })
    expect(gifted.json()).toMatchObject({ disclosure: 'gifted', disclosure_brand: null })
    const plain = await upload(cookie, {})
    expect(plain.json()).toMatchObject({ disclosure: 'none', disclosure_brand: null })
  })

  it('refuses an unknown disclosure on upload in the request language and stores nothing', async () => {
    const { user, cookie } = await creator()
    const res = await upload(cookie, { disclosure: 'sponsored-ish' }, 'de')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'disclosure', key: 'images.disclosure_invalid' }] })
    expect(res.json().details[0].message).toBe('Bitte wähle eine der Kennzeichnungen.')
    expect(await t.db.select().from(images).where(eq(images.userId, user.id))).toHaveLength(0)
  })

  it('requires a choice when the admin says so ("not an ad" is one), and records the rule change', async () => {
    expect((await setRequired(true)).statusCode).toBe(200)
    try {
      const { user, cookie } = await creator()
      const missing = await upload(cookie, {}, 'ar')
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toMatchObject({
        code: 'DISCLOSURE_REQUIRED',
        error: 'يرجى توضيح ما إذا كانت هذه الإطلالة إعلانًا: اختر نوع الإفصاح.',
      })
      expect(await t.db.select().from(images).where(eq(images.userId, user.id))).toHaveLength(0)
      expect((await upload(cookie, { disclosure: 'none' })).statusCode).toBe(201)
      const settings = await t.app.inject({ method: 'GET', url: '/api/images/settings', headers: { cookie } })
      expect(settings.json()).toMatchObject({ require_disclosure: true })
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.require_disclosure'))
      expect(audited.at(-1)?.details).toEqual({ from: false, to: true })
    } finally {
      await setRequired(false)
    }
  })

  it('lets only the owner change a look’s disclosure; others get 404, anonymous 401, bad input 400', async () => {
    const owner = await creator()
    const other = await creator()
    const image = await createImage(t.db, owner.user.id)
    expect((await setDisclosure(undefined, image.id, { disclosure: 'affiliate' })).statusCode).toBe(401)
    expect((await setDisclosure(other.cookie, image.id, { disclosure: 'affiliate' })).statusCode).toBe(404)
    const bad = await setDisclosure(owner.cookie, image.id, { disclosure: 'paid', disclosure_brand: 'x'.repeat(81) })
    expect(bad.statusCode).toBe(400)
    expect((await setDisclosure(owner.cookie, image.id, { disclosure: 'maybe' })).statusCode).toBe(400)
    // A right-to-left override would turn "Paid partnership with …" around on the page.
    const reversing = await setDisclosure(owner.cookie, image.id, { disclosure: 'paid', disclosure_brand: 'Acme\u202e' })
    expect(reversing.statusCode).toBe(400)
    expect(reversing.json().details).toEqual([expect.objectContaining({ field: 'disclosure_brand', key: 'validation.single_line' })])
    const [unchanged] = await t.db.select().from(images).where(eq(images.id, image.id))
    expect(unchanged.disclosure).toBe('none')

    const ok = await setDisclosure(owner.cookie, image.id, { disclosure: 'paid', disclosure_brand: 'Acme' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ id: image.id, disclosure: 'paid', disclosure_brand: 'Acme' })
    const switched = await setDisclosure(owner.cookie, image.id, { disclosure: 'own', disclosure_brand: 'Acme' })
    expect(switched.json()).toMatchObject({ disclosure: 'own', disclosure_brand: null })
  })

  it('hands the disclosure to the public pages with the look', async () => {
    const { user } = await creator()
    const ad = await createImage(t.db, user.id, { disclosure: 'paid', disclosureBrand: 'Acme', description: 'Linen set' })
    await createTag(t.db, ad.id, { link: 'https://shop.example/linen?tag=mila-21' })
    const plain = await createImage(t.db, user.id, { description: 'Plain look' })
    await createTag(t.db, plain.id, { link: 'https://shop.example/plain' })

    const data = (await t.app.inject({ method: 'GET', url: `/api/public/${user.username}` })).json()
    const byId = Object.fromEntries(data.images.map((i: { id: string }) => [i.id, i]))
    expect(byId[ad.id]).toMatchObject({ disclosure: 'paid', disclosure_brand: 'Acme' })
    expect(byId[plain.id]).toMatchObject({ disclosure: 'none' })
  })
})
