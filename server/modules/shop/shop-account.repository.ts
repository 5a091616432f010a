import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { products } from '../../db/schema/index.ts'

/**
 * The shop's part in account deletion: its product photos. Kept apart from the shop module
 * (issue #14), which takes it into its own repository and `account` contribution.
 */
export function createShopAccountRepository() {
  return {
    /** Every product photo of the account: the normalized original and all its renditions. */
    async fileKeys(db: Executor, userId: string): Promise<string[]> {
      const rows = await db.select({ images: products.images }).from(products).where(eq(products.userId, userId))
      return rows.flatMap((r) => r.images.flatMap((i) => [i.key, ...i.variants.map((v) => v.key)]))
    },
  }
}
