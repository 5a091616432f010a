import { isPublicCreator } from '../public/public.service.ts'
import type { SellerRow } from './shop.repository.ts'

/**
 * A storefront takes visitors and checkouts while its seller is public, on the AI plan (My Shop is
 * an AI-plan feature) and has switched it on. A seller who leaves the AI plan closes the shop;
 * products and orders stay, and it reopens when they come back.
 */
export function isOpenShop(seller: Pick<SellerRow, 'approved' | 'paymentStatus' | 'role' | 'planType' | 'shopEnabled'>) {
  return isPublicCreator(seller) && seller.planType === 'ai' && seller.shopEnabled
}
