import { decimalAmount } from '../../../contract/currencies.ts'
import {
  type Order as OrderJson,
  type OrderPage,
  type ProductImage,
  type Product as ProductJson,
  SHOP_CURRENCY_INFO,
  SHOP_PAGE_SIZE,
  type ShopCurrency,
} from '../../../contract/shop.ts'
import { receiptPath } from '../../../contract/shop-checkout.ts'
import type { Order, OrderItem, Product, StoredImage } from '../../db/schema/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'

/** Product and order rows as the API answers them (spec §3 names, money in minor units). */
export function createShopJson(storage: StoragePort) {
  const largestWebp = (image: StoredImage) =>
    image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]?.key ?? image.key

  function image(stored: StoredImage): ProductImage {
    return {
      url: storage.url(largestWebp(stored)),
      variants: stored.variants.map((v) => ({ url: storage.url(v.key), width: v.width, height: v.height, format: v.format })),
      placeholder: stored.placeholder ?? null,
      width: stored.width ?? null,
      height: stored.height ?? null,
    }
  }

  function product(row: Product): ProductJson {
    const images = row.images.map(image)
    return {
      id: row.id,
      name: row.name,
      price: row.priceCents,
      currency: row.currency,
      description: row.description,
      discount: row.discount,
      category: row.category,
      stock: row.stock,
      banner_url: row.bannerUrl,
      image_url: images[0]?.url ?? null,
      gallery_urls: images.map((i) => i.url),
      images,
      created_at: row.createdAt.toISOString(),
    }
  }

  function order(row: Order, items: OrderItem[]): OrderJson {
    const lines = items.filter((i) => i.orderId === row.id)
    return {
      id: row.id,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      customer_email: row.customerEmail,
      product_name: lines.map((l) => (l.quantity > 1 ? `${l.productName} × ${l.quantity}` : l.productName)).join(', '),
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      total_price: row.totalCents,
      currency: row.currency,
      status: row.status,
      receipt_url: receiptPath(row.id),
      items: lines.map(orderItem),
    }
  }

  return { product, order, image }
}

export function orderItem(l: OrderItem) {
  return {
    product_id: l.productId,
    product_name: l.productName,
    quantity: l.quantity,
    unit_price: l.unitPriceCents,
    total_price: l.totalCents,
  }
}

export function pageOf<T>(items: T[], page: number, total: number): Omit<OrderPage, 'items'> & { items: T[] } {
  return { items, page, total, total_pages: Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE)) }
}

/** "12.50 €" style amount for mails and notifications (the web formats with Intl). */
export function formatMoney(minor: number, currency: ShopCurrency) {
  return `${decimalAmount(minor)} ${SHOP_CURRENCY_INFO[currency].symbol}`
}

export type ShopJson = ReturnType<typeof createShopJson>
