import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { loadCatalogs } from '../../../server/i18n.ts'
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

async function render(s: SubscriptionView) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: catalogs.en } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <SubscriptionActions subscription={s} onChange={() => undefined} onUnauthorized={() => undefined} />
    </I18nextProvider>,
  )
}

describe('the subscription actions', () => {
  it.each(['stripe', 'local'] as const)('offers the downgrade and the cycle switch at the period end with %s', async (provider) => {
    const html = await render(subscription({ provider }))
    expect(html).toContain('Switch to Basic at the end of the period')
    expect(html).toContain('Switch to yearly billing at the end of the period')
  })
})
