import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SECRET_KEY, startFakeStripe, WEBHOOK_SECRET } from '../../../tests/mocks/stripe.ts'
import { DAY, event, type Ref, sign, subscriptionObject, T0 } from '../../../tests/mocks/stripe-events.ts'
import { AppError } from '../../errors.ts'
import { createStripePayments } from './stripe.adapter.ts'

/**
 * The Stripe adapter on its own, against a fake Stripe API (MSW intercepts the SDK's HTTP calls)
 * and real webhook signatures. server/modules/billing/stripe-billing.int.test.ts has it in the app.
 */

const unique = () => randomUUID().replaceAll('-', '').slice(0, 12)
const fake = startFakeStripe()

describe('Stripe adapter', () => {
  const payments = createStripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET })
  const input = {
    reference: randomUUID(),
    accountId: randomUUID(),
    email: 'mia@example.com',
    username: 'mia',
    planType: 'ai' as const,
    billingCycle: 'yearly' as const,
    amountCents: 10000,
    currency: 'eur' as const,
    successUrl: 'https://looktag.example/register-success',
    cancelUrl: 'https://looktag.example/register?cancelled=1',
    locale: 'de' as const,
  }

  it('opens a subscription-mode Checkout Session with the plan price and metadata', async () => {
    const before = fake.requests.length
    const session = await payments.createSubscriptionCheckout(input)
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`)
    const calls = fake.requests.slice(before)
    const call = calls.at(-1)
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' })
    const p = Object.fromEntries(call!.params)
    // The plan's Price for this amount, made once by its lookup key, never edited.
    expect(fake.prices.get(p['line_items[0][price]']!)).toMatchObject({
      lookup_key: 'looktag_ai_yearly_eur_10000',
      unit_amount: 10000,
      recurring: { interval: 'year' },
    })
    const again = fake.requests.length
    await payments.createSubscriptionCheckout({ ...input, reference: randomUUID() })
    expect(fake.requests.slice(again).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/prices', 'POST /v1/checkout/sessions'])
    expect(p).toMatchObject({
      mode: 'subscription',
      customer_email: 'mia@example.com',
      client_reference_id: input.accountId,
      'line_items[0][quantity]': '1',
      'metadata[reference]': input.reference,
      'metadata[accountId]': input.accountId,
      'metadata[planType]': 'ai',
      'metadata[billingCycle]': 'yearly',
      'subscription_data[metadata][reference]': input.reference,
      'subscription_data[metadata][accountId]': input.accountId,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      locale: 'de',
    })
    expect(p).not.toHaveProperty('discounts[0][promotion_code]')
    expect(call!.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`)
    expect(call!.headers.get('idempotency-key')).toBe(`looktag-checkout-${input.reference}`)
  })

  it("names the plan's Product after the platform, and renames it when the platform's name changes", async () => {
    let name = 'Atelier Nord'
    const named = createStripePayments({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, platformName: () => name })
    const basic = { ...input, planType: 'basic' as const, billingCycle: 'monthly' as const, currency: 'gbp', amountCents: 1234 }
    await named.createSubscriptionCheckout({ ...basic, reference: randomUUID() })
    const price = [...fake.prices.values()].find((p) => p.lookup_key === 'looktag_basic_monthly_gbp_1234')!
    expect(fake.requests.at(-1)?.params.get('line_items[0][price]')).toBe(price.id)
    // Found again by its fixed id, whatever it is called by then.
    expect(price.product).toBe('looktag_plan_basic')
    expect(fake.products.get('looktag_plan_basic')).toMatchObject({ name: 'Atelier Nord Basic', metadata: { planType: 'basic' } })

    name = 'Studio Süd'
    const before = fake.requests.length
    await named.createSubscriptionCheckout({ ...basic, reference: randomUUID() })
    expect(fake.requests.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/prices',
      'GET /v1/products/looktag_plan_basic',
      'POST /v1/products/looktag_plan_basic',
      'POST /v1/checkout/sessions',
    ])
    expect(fake.products.get('looktag_plan_basic')?.name).toBe('Studio Süd Basic')
    // The same Price: a name is no reason for a new one.
    expect([...fake.prices.values()].filter((p) => p.lookup_key === 'looktag_basic_monthly_gbp_1234')).toHaveLength(1)

    // Told once per name: the next checkout makes no extra call.
    const again = fake.requests.length
    await named.createSubscriptionCheckout({ ...basic, reference: randomUUID() })
    expect(fake.requests.slice(again).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v1/prices', 'POST /v1/checkout/sessions'])
  })

  it('renames the Product of a Price made before plan Products had fixed ids', async () => {
    const id = `prod_${unique()}`
    fake.products.set(id, { id, object: 'product', name: 'Looktag AI Creator', metadata: { planType: 'ai' } })
    fake.prices.set(`price_${id}`, {
      id: `price_${id}`,
      object: 'price',
      lookup_key: 'looktag_ai_monthly_usd_4321',
      currency: 'usd',
      unit_amount: 4321,
      recurring: { interval: 'month' },
      product: id,
    })
    const named = createStripePayments({ secretKey: SECRET_KEY, platformName: () => 'Atelier Nord' })
    const ai = { ...input, billingCycle: 'monthly' as const, currency: 'usd', amountCents: 4321 }
    await named.createSubscriptionCheckout({ ...ai, reference: randomUUID() })
    expect(fake.products.get(id)?.name).toBe('Atelier Nord AI Creator')
    expect(fake.requests.at(-1)?.params.get('line_items[0][price]')).toBe(`price_${id}`)
  })

  it("opens the customer portal under the platform's name, one configuration per name", async () => {
    let name = 'Atelier Nord'
    const named = createStripePayments({ secretKey: SECRET_KEY, platformName: () => name })
    const configurations = () => fake.requests.filter((c) => c.path === '/v1/billing_portal/configurations')
    const before = configurations().length
    await named.portalUrl!('cus_1', 'https://looktag.example/subscription')
    await named.portalUrl!('cus_1', 'https://looktag.example/subscription')
    name = 'Studio Süd'
    await named.portalUrl!('cus_1', 'https://looktag.example/subscription')
    expect(
      configurations()
        .slice(before)
        .map((c) => c.params.get('business_profile[headline]')),
    ).toEqual(['Atelier Nord', 'Studio Süd'])
  })

  it('applies a promo as a Stripe promotion code, made once and reused', async () => {
    const before = fake.requests.length
    const code = `TAKE${unique()}`
    const promo = { code, percentOff: 20, amountOffCents: null }
    const first = await payments.createSubscriptionCheckout({ ...input, reference: randomUUID(), promo })
    const calls = fake.requests.slice(before)
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v1/coupons',
      'GET /v1/promotion_codes',
      'POST /v1/promotion_codes',
      'GET /v1/prices',
      'POST /v1/checkout/sessions',
    ])
    expect(Object.fromEntries(calls[0]!.params)).toMatchObject({ duration: 'once', percent_off: '20', name: code })
    expect(Object.fromEntries(calls[2]!.params)).toMatchObject({
      code,
      'promotion[type]': 'coupon',
      'promotion[coupon]': first.providerCouponId,
    })
    const created = [...fake.promotionCodes.values()].find((c) => c.code === code)!
    expect(calls[4]!.params.get('discounts[0][promotion_code]')).toBe(created.id)

    const again = fake.requests.length
    await payments.createSubscriptionCheckout({
      ...input,
      reference: randomUUID(),
      promo: { ...promo, providerCouponId: first.providerCouponId },
    })
    expect(fake.requests.slice(again).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v1/promotion_codes',
      'GET /v1/prices',
      'POST /v1/checkout/sessions',
    ])
    expect(fake.requests.at(-1)!.params.get('discounts[0][promotion_code]')).toBe(created.id)
  })

  it("gives the Stripe promotion code the promo's max uses and expiry", async () => {
    const before = fake.requests.length
    const expiresAt = new Date('2030-01-31T23:59:59Z')
    await payments.createSubscriptionCheckout({
      ...input,
      reference: randomUUID(),
      promo: { code: `LIMIT${unique()}`, percentOff: 10, amountOffCents: null, maxUses: 5, expiresAt },
    })
    const created = fake.requests.slice(before).find((c) => c.method === 'POST' && c.path === '/v1/promotion_codes')!
    expect(created.params.get('max_redemptions')).toBe('5')
    expect(created.params.get('expires_at')).toBe(String(expiresAt.getTime() / 1000))
  })

  it('sends amount-off promos as euro coupons', async () => {
    const before = fake.requests.length
    await payments.createSubscriptionCheckout({
      ...input,
      reference: randomUUID(),
      promo: { code: `EUR${unique()}`, percentOff: null, amountOffCents: 250 },
    })
    expect(Object.fromEntries(fake.requests[before]!.params)).toMatchObject({ amount_off: '250', currency: 'eur', duration: 'once' })
  })

  it('turns a Stripe failure into CHECKOUT_FAILED', async () => {
    fake.state.failCheckout = true
    await expect(payments.createSubscriptionCheckout({ ...input, reference: randomUUID() })).rejects.toMatchObject({
      code: 'CHECKOUT_FAILED',
    })
  })

  it('verifies webhook signatures on the raw body', async () => {
    const r: Ref = {
      reference: randomUUID(),
      accountId: randomUUID(),
      sessionId: 'cs_1',
      subscriptionId: `sub_${unique()}`,
      customerId: 'cus_1',
    }
    const payload = JSON.stringify(event('customer.subscription.updated', subscriptionObject(r, 'trialing', T0, T0 + 30 * DAY, true), T0))
    const parsed = await payments.parseWebhook(Buffer.from(payload), sign(payload))
    expect(parsed?.event).toMatchObject({
      type: 'subscription.updated',
      subscriptionId: r.subscriptionId,
      reference: r.reference,
      accountId: r.accountId,
      status: 'active',
      cancelAtPeriodEnd: true,
      occurredAt: new Date(T0 * 1000),
      currentPeriodEnd: new Date((T0 + 30 * DAY) * 1000),
    })

    const tampered = payload.replace('trialing', 'canceled')
    await expect(payments.parseWebhook(Buffer.from(tampered), sign(payload))).rejects.toBeInstanceOf(AppError)
    await expect(payments.parseWebhook(Buffer.from(payload), sign(payload, 'whsec_someone_else'))).rejects.toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
    })
    await expect(payments.parseWebhook(Buffer.from(payload), '')).rejects.toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' })
    const unconfigured = createStripePayments({ secretKey: SECRET_KEY })
    await expect(unconfigured.parseWebhook(Buffer.from(payload), sign(payload))).rejects.toMatchObject({
      code: 'WEBHOOK_SIGNATURE_INVALID',
    })
  })

  it('ignores event types it does not act on, and shop checkouts', async () => {
    const other = JSON.stringify(event('customer.created', { id: 'cus_1', object: 'customer' }, T0))
    expect(await payments.parseWebhook(Buffer.from(other), sign(other))).toBeNull()
    const payment = JSON.stringify(
      event('checkout.session.completed', { id: 'cs_x', object: 'checkout.session', mode: 'payment', metadata: {} }, T0),
    )
    expect(await payments.parseWebhook(Buffer.from(payment), sign(payment))).toBeNull()
  })
})
