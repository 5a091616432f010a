import type { Database } from '../../db/client.ts'
import { type AccountExport, storedFile } from '../../lib/account-export.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { ShopRepository } from './shop.repository.ts'

/**
 * The seller's products (with their photos) and orders with their lines. Buyers appear only as the
 * seller's own order records show them (the email given at checkout).
 */
export function createShopExport({ db, repo, storage }: { db: Database; repo: ShopRepository; storage: StoragePort }) {
  return async (userId: string): Promise<AccountExport> => {
    const { products, orders } = await repo.sellerRecords(db, userId)
    return {
      json: { 'shop/products.json': products, 'shop/orders.json': orders },
      files: products.flatMap((p) => p.images.map((image) => storedFile(storage, image.key, 'shop/products'))),
    }
  }
}
