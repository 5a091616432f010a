import type { TFunction } from 'i18next'
import { PRODUCT_MAX_IMAGES, type Product, ProductInput, parsePriceInput } from '../../../contract/shop.ts'
import { issueMessages, translateAll } from '../../lib/form-errors.ts'

export const PRODUCT_FIELDS = ['name', 'price', 'description', 'discount', 'category', 'stock', 'banner_url'] as const

/** 1250 → "12.50", the price input's text for an edit. */
export function priceText(minor: number) {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

/** What the edit form starts with. */
export function productFormValues(product: Product): Record<(typeof PRODUCT_FIELDS)[number], string> {
  return {
    name: product.name,
    price: priceText(product.price),
    description: product.description,
    discount: product.discount ?? '',
    category: product.category,
    stock: String(product.stock),
    banner_url: product.banner_url ?? '',
  }
}

/**
 * The form's text fields checked with the contract's schema (the API checks them again); the
 * price is typed in major units ("12,50") and sent in minor units. Errors are translated.
 */
export function checkProductForm(form: FormData, t: TFunction, newImages: number, keptImages = 0) {
  const raw = Object.fromEntries(PRODUCT_FIELDS.map((k) => [k, String(form.get(k) ?? '')]))
  const price = parsePriceInput(raw.price)
  const errors: Record<string, string> = {}
  const parsed = ProductInput.safeParse({ ...raw, price: price ?? Number.NaN })
  if (!parsed.success) Object.assign(errors, translateAll(issueMessages(parsed.error.issues), t))
  if (!raw.price.trim()) errors.price = t('validation.required')
  else if (price === null) errors.price = t('errors.shop.price_invalid')
  if (!raw.stock.trim()) errors.stock = t('validation.required')
  else if (errors.stock) errors.stock = t('errors.shop.stock_invalid')
  if (newImages + keptImages > PRODUCT_MAX_IMAGES) errors.images = t('errors.shop.too_many_images')
  return { errors, values: parsed.success ? parsed.data : null }
}
