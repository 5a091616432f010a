import { shopIsOffered } from '../../../contract/shop.ts'
import { isPublicCreator } from '../public/public.service.ts'
import type { SellerRow } from './shop.repository.ts'

/** A storefront takes visitors and checkouts while its seller is public and offers the shop (AI plan, switched on). */
export function isOpenShop(seller: Pick<SellerRow, 'approved' | 'paymentStatus' | 'role' | 'planType' | 'shopEnabled'>) {
  return isPublicCreator(seller) && shopIsOffered(seller)
}
