import { createHash, randomBytes } from 'node:crypto'
import { TEST_CARDS } from '../../../../contract/billing.ts'
import { AppError } from '../../../errors.ts'
import type { ChargeResult, PaymentsPort } from '../payments.port.ts'

/** Prefix of the built-in test checkout's session ids (like Stripe's `cs_test_`). */
const LOCAL_SESSION_PREFIX = 'lcs_'

/** Saved-card references: `lpm_ok_…` renews, `lpm_fail_…` is declined on every later charge. */
const REF = /^lpm_(ok|fail)_[A-Za-z0-9_-]+$/

/**
 * The built-in test checkout (no configuration needed). A session is only an unguessable id; the
 * billing service keeps the pending subscription row that the page at `/checkout/:sessionId` reads
 * and pays, and builds the same events the Stripe webhook would. It takes no webhooks. Renewals
 * charge the saved card reference, deciding like Stripe test mode would.
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

    saveCard(cardNumber) {
      const outcome = cardNumber === TEST_CARDS.failsLater ? 'fail' : 'ok'
      return { paymentMethodRef: `lpm_${outcome}_${randomBytes(12).toString('base64url')}`, last4: cardNumber.slice(-4) }
    },

    async chargeSavedCard({ paymentMethodRef, idempotencyKey }): Promise<ChargeResult> {
      const [, outcome] = REF.exec(paymentMethodRef) ?? []
      if (outcome !== 'ok') return { paid: false, reason: 'card_declined' }
      // Same key, same charge id: a retried job books one payment.
      return { paid: true, chargeId: `lch_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 24)}` }
    },
  }
}
