import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PLAN_PRICES } from '../../../contract/plan-prices.ts'
import { createAdmin } from '../../../tests/factories/users.ts'
import { loginHeaders } from '../../../tests/fixtures/session.ts'
import { createTestApp, type TestApp } from '../../../tests/fixtures/test-app.ts'
import { SECRET_KEY, startFakeStripe, WEBHOOK_SECRET } from '../../../tests/mocks/stripe.ts'
import { INVALID_CURRENCY_MESSAGE } from '../../../tests/mocks/stripe-failures.ts'
import { siteSettingsInput } from '../site/site-test-helpers.ts'

const fake = startFakeStripe()
const unique = () => randomUUID().replaceAll('-', '').slice(0, 12)

/** New plan prices with Stripe configured: new Prices are made, existing ones are never edited. */
describe('plan prices at Stripe', () => {
  let t: TestApp
  let adminCookie: string
  beforeAll(async () => {
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://looktag.example' },
    })
    adminCookie = (await loginHeaders(t, await createAdmin(t.db))).cookie
  })
  afterAll(() => t.close())

  async function registerBasicMonthly() {
    const id = unique()
    const before = fake.requests.length
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-checkout-session',
      payload: {
        username: `prices_${id}`,
        email: `prices-${id}@example.com`,
        password: 'a-long-and-unusual-secret',
        page_name: 'Prices',
        phone: '+49 170 7654321',
        birthdate: '1993-08-12',
        billingCycle: 'monthly',
        planType: 'basic',
        acceptTerms: true,
      },
      remoteAddress: '198.18.1.1',
    })
    expect(res.statusCode, res.body).toBe(200)
    const session = fake.requests.slice(before).find((c) => c.path === '/v1/checkout/sessions')!
    return fake.prices.get(session.params.get('line_items[0][price]')!)!
  }

  it('creates a Price for every plan and cycle before saving, leaves older Prices alone, and checks out with the new one', async () => {
    const old = await registerBasicMonthly()
    expect(old).toMatchObject({ unit_amount: 600, currency: 'eur', lookup_key: 'looktag_basic_monthly_eur_600' })
    const oldPrices = structuredClone([...fake.prices.values()])

    const before = fake.requests.length
    const next = { ...DEFAULT_PLAN_PRICES, basic: { monthly: 700, yearly: 7000 } }
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/plan-prices', payload: next, headers: { cookie: adminCookie } })
    expect(res.statusCode, res.body).toBe(200)
    const calls = fake.requests.slice(before)
    // Prices are only ever looked up and created: never updated or archived.
    expect(calls.filter((c) => c.path.startsWith('/v1/prices')).every((c) => c.path === '/v1/prices')).toBe(true)
    const keys = [...fake.prices.values()].map((p) => p.lookup_key)
    for (const key of [
      'looktag_basic_monthly_eur_700',
      'looktag_basic_yearly_eur_7000',
      'looktag_ai_monthly_eur_1000',
      'looktag_ai_yearly_eur_10000',
    ])
      expect(keys).toContain(key)
    for (const price of oldPrices) expect(fake.prices.get(price.id)).toEqual(price)

    const fresh = await registerBasicMonthly()
    expect(fresh).toMatchObject({ unit_amount: 700, currency: 'eur', lookup_key: 'looktag_basic_monthly_eur_700' })
    expect(fresh.id).not.toBe(old.id)
  })

  it("names the plans' Products after the platform: a renamed platform renames them at the next save, and no Price changes", async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      payload: siteSettingsInput({ name: 'Atelier Nord' }),
      headers: { cookie: adminCookie },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const pricesBefore = structuredClone([...fake.prices.values()])
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/plan-prices',
      payload: await t.app.services.planPrices.prices(),
      headers: { cookie: adminCookie },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(fake.products.get('looktag_plan_basic')?.name).toBe('Atelier Nord Basic')
    expect(fake.products.get('looktag_plan_ai')?.name).toBe('Atelier Nord AI Creator')
    expect([...fake.prices.values()]).toEqual(pricesBefore)
  })

  it.each([
    ['unreachable', 'en', 502, 'PRICES_STRIPE_UNREACHABLE', 'Stripe could not be reached', undefined],
    ['authentication', 'de', 502, 'PRICES_STRIPE_KEY_REJECTED', 'geheimen Schlüssel (STRIPE_SECRET_KEY) abgelehnt', undefined],
    ['invalid_currency', 'ar', 422, 'PRICES_STRIPE_REFUSED', 'رفض Stripe هذه الأسعار', `رسالة Stripe: ${INVALID_CURRENCY_MESSAGE}`],
  ] as const)(
    'saves nothing when Stripe answers %s, and says why in the admin’s language (%s)',
    async (kind, lang, status, code, says, detail) => {
      const saved = await t.app.services.planPrices.prices()
      fake.state.failPrices = kind
      try {
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/admin/plan-prices',
          payload: { ...saved, ai: { monthly: 1900, yearly: 19000 } },
          headers: { cookie: adminCookie, 'accept-language': lang },
        })
        expect(res.statusCode, res.body).toBe(status)
        expect(res.json().code).toBe(code)
        expect(res.json().error).toContain(says)
        expect(res.json().details?.[0]?.message).toBe(detail)
      } finally {
        fake.state.failPrices = false
      }
      expect(await t.app.services.planPrices.prices()).toEqual(saved)
    },
  )
})
