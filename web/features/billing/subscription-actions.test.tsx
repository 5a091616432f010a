import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { DEFAULT_PLAN_PRICES, type PlanPrices } from '../../../contract/plan-prices.ts'
import { loadCatalogs } from '../../../server/i18n.ts'
import { PlanPricesProvider } from '../pricing/plan-prices-context.tsx'
import { SubscriptionActions } from './subscription-actions.tsx'

const catalogs = loadCatalogs()
const subscription = (overrides: Partial<SubscriptionView>): SubscriptionView => ({
  username: 'mia',
  user_email: 'mia@example.com',
  payment_status: 'active',
  amount: 1000,
  currency: 'eur',
  method: 'card',
  card_last4: null,
  start_date: '2026-11-01T00:00:00.000Z',
  end_date: '2026-12-01T00:00:00.000Z',
  promo_code: null,
  note: null,
  invoice_pdf: null,
  plan_type: 'ai',
  billing_cycle: 'monthly',
  cancel_at_period_end: false,
  next_renewal: '2026-12-01T00:00:00.000Z',
  next_plan_type: null,
  next_billing_cycle: null,
  ended_at: null,
  grace_until: null,
  provider: 'stripe',
  can_renew_now: false,
  invoices: [],
  ...overrides,
})

async function render(s: SubscriptionView, prices?: PlanPrices, lng = 'en') {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: catalogs[lng as 'en'] } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  const actions = <SubscriptionActions subscription={s} onChange={() => undefined} onUnauthorized={() => undefined} />
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>{prices ? <PlanPricesProvider prices={prices}>{actions}</PlanPricesProvider> : actions}</I18nextProvider>,
  )
}

describe('the subscription actions', () => {
  it.each(['stripe', 'local'] as const)('offers the downgrade and the cycle switch at the period end with %s', async (provider) => {
    const html = await render(subscription({ provider }))
    expect(html).toContain('Switch to Basic at the end of the period')
    expect(html).toContain('Switch to yearly billing at the end of the period')
  })

  it("shows today's prices for a plan change in the platform's currency and the page language", async () => {
    const prices: PlanPrices = { ...DEFAULT_PLAN_PRICES, currency: 'usd', basic: { monthly: 750, yearly: 7500 } }
    const en = await render(subscription({ plan_type: 'basic', currency: 'usd' }), prices)
    expect(en).toContain('Basic $7.50, AI Creator $10 (Monthly)')
    const de = await render(subscription({ plan_type: 'basic', currency: 'usd' }), prices, 'de')
    expect(de).toMatch(/Basic 7,50\s\$, AI Creator 10\s\$/)
    expect(await render(subscription({ plan_type: 'basic' }))).not.toContain('plan-change-prices')
  })

  it('explains instead of offering plan changes when the plans are now priced in another currency', async () => {
    const usd: PlanPrices = { ...DEFAULT_PLAN_PRICES, currency: 'usd' }
    const html = await render(subscription({ currency: 'eur' }), usd, 'ar')
    expect(html).toContain('data-testid="plan-currency-changed"')
    expect(html).toContain('تُحتسب الخطط الآن بـ USD')
    expect(html).not.toContain('data-testid="plan-change-prices"')
    // Cancelling stays possible: it is the way to the new currency.
    const manage = (catalogs.ar.billing as { subscription: { manage: { cancel: string } } }).subscription.manage
    expect(html).toContain(manage.cancel)
  })
})
