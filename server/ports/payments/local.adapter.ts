import { randomBytes } from 'node:crypto'
import { AppError } from '../../errors.ts'
import type { PaymentsPort } from './payments.port.ts'

/** Prefix of the built-in test checkout's session ids (like Stripe's `cs_test_`). */
export const LOCAL_SESSION_PREFIX = 'lcs_'

/**
 * The built-in test checkout (no configuration needed). A session is only an unguessable id; the
 * billing service keeps the pending subscription row that the page at `/checkout/:sessionId` reads
 * and pays, and builds the same events the Stripe webhook would. It takes no webhooks.
 */
export function createLocalPayments(): PaymentsPort {
  return {
    kind: 'local',

    async createSubscriptionCheckout() {
      const sessionId = `${LOCAL_SESSION_PREFIX}${randomBytes(24).toString('base64url')}`
      return { sessionId, url: `/checkout/${sessionId}` }
    },

    async parseWebhook() {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID')
    },
  }
}
