import { randomBytes } from 'node:crypto'
import { LOCAL_SHOP_SESSION_PREFIX } from '../../../../contract/shop.ts'
import { AppError } from '../../../errors.ts'
import type { MarketplacePort } from '../marketplace.port.ts'

/** Pages of the web app that stand in for Stripe's hosted onboarding and Express dashboard. */
export const LOCAL_ONBOARDING_PATH = '/shop/connect/local'
export const LOCAL_DASHBOARD_PATH = '/shop/dashboard'

/**
 * The built-in marketplace (no configuration needed): an account is only an id, onboarding is our
 * own page that marks the seller ready, and checkouts are paid on the same test checkout page as
 * registration. Outcomes become the same events a Stripe webhook brings (see the shop checkout
 * service), so both adapters share one path. It takes no webhooks.
 */
export function createLocalMarketplace(): MarketplacePort {
  return {
    kind: 'local',
    async createAccount() {
      return { accountId: `lacct_${randomBytes(12).toString('base64url')}` }
    },
    async onboardingUrl() {
      return LOCAL_ONBOARDING_PATH
    },
    async accountStatus() {
      // Readiness is what the onboarding page recorded; the local provider has nothing to add.
      return { chargesEnabled: true, detailsSubmitted: true }
    },
    async dashboardUrl() {
      return LOCAL_DASHBOARD_PATH
    },
    async createCheckout() {
      const sessionId = `${LOCAL_SHOP_SESSION_PREFIX}${randomBytes(24).toString('base64url')}`
      return { sessionId, url: `/checkout/${sessionId}` }
    },
    async expireCheckout() {
      return 'expired'
    },
    async parseWebhook() {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID')
    },
  }
}
