import type { BodyOf } from '../../../contract/endpoint.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import { call } from '../../lib/api.ts'

/**
 * Starts the payment of a cart. Loaded when the buyer checks out, so the endpoints' schemas stay
 * out of the storefront's first JavaScript; only ever imported lazily, so the bundler hands out
 * the chunk's own exports and builds no module object at run time.
 */
export function startCheckout(body: BodyOf<typeof shopApi.checkout>) {
  return call(shopApi.checkout, { body })
}
