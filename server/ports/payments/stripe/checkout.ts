import Stripe from 'stripe'
import type { Language } from '../../../../contract/language.ts'
import { AppError } from '../../../errors.ts'
import type { PaymentsPort, SubscriptionCheckoutInput } from '../payments.port.ts'
import { idOf } from './objects.ts'
import type { createStripePrices } from './prices.ts'

/** Stripe Checkout has no Arabic; it then follows the browser. */
const CHECKOUT_LOCALES: Record<Language, Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', de: 'de', ar: 'auto' }

/** Checkout in subscription mode; promo codes as Stripe promotion codes (one coupon per promo code). */
export function createStripeCheckout(
  stripe: Stripe,
  { priceFor, ensurePlanPrices }: ReturnType<typeof createStripePrices>,
): Pick<PaymentsPort, 'createSubscriptionCheckout' | 'expireCheckout' | 'ensurePlanPrices'> {
  /** The promotion code to apply: reuses the coupon and code made earlier, else creates them. */
  async function promotionCodeFor(promo: NonNullable<SubscriptionCheckoutInput['promo']>, currency: string) {
    let couponId = promo.providerCouponId ?? undefined
    if (!couponId) {
      const coupon = await stripe.coupons.create({
        duration: 'once',
        name: promo.code,
        metadata: { looktag_code: promo.code },
        ...(promo.percentOff != null ? { percent_off: promo.percentOff } : { amount_off: promo.amountOffCents ?? 0, currency }),
      })
      couponId = coupon.id
    }
    const existing = await stripe.promotionCodes.list({ code: promo.code, active: true, limit: 10 })
    const match = existing.data.find((p) => idOf(p.promotion.coupon) === couponId)
    if (match) return { promotionCodeId: match.id, couponId }
    // The code now means another discount: retire the old Stripe code (codes must be unique).
    for (const stale of existing.data) await stripe.promotionCodes.update(stale.id, { active: false })
    const created = await stripe.promotionCodes.create({
      code: promo.code,
      promotion: { type: 'coupon', coupon: couponId },
      // Stripe enforces our limits too, also for checkouts opened before a limit was reached.
      ...(promo.maxUses != null ? { max_redemptions: promo.maxUses } : {}),
      ...(promo.expiresAt ? { expires_at: Math.floor(promo.expiresAt.getTime() / 1000) } : {}),
    })
    return { promotionCodeId: created.id, couponId }
  }

  return {
    ensurePlanPrices,

    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId)
      } catch (error) {
        // Paid, expired or unknown meanwhile: there is no open session left to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return
        throw new AppError('CHECKOUT_FAILED', undefined, { cause: error })
      }
    },

    async createSubscriptionCheckout(input) {
      try {
        const promo = input.promo ? await promotionCodeFor(input.promo, input.currency) : undefined
        const metadata = {
          purpose: 'subscription',
          reference: input.reference,
          accountId: input.accountId,
          username: input.username,
          planType: input.planType,
          billingCycle: input.billingCycle,
        }
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer_email: input.email,
            client_reference_id: input.accountId,
            line_items: [
              {
                quantity: 1,
                price: await priceFor(input),
              },
            ],
            ...(promo ? { discounts: [{ promotion_code: promo.promotionCodeId }] } : {}),
            metadata,
            subscription_data: { metadata },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            locale: CHECKOUT_LOCALES[input.locale],
          },
          // A retried request must not open a second session for the same attempt.
          { idempotencyKey: `looktag-checkout-${input.reference}` },
        )
        if (!session.url) throw new Error('Stripe returned a checkout session without a url')
        return { sessionId: session.id, url: session.url, providerCouponId: promo?.couponId }
      } catch (error) {
        if (error instanceof AppError) throw error
        throw new AppError('CHECKOUT_FAILED', undefined, { cause: error })
      }
    },
  }
}
