import type { TFunction } from 'i18next'
import { PRODUCT_MAX_IMAGES, type Product, parsePriceInput } from '../../../contract/shop.ts'
import type { FieldErrors } from '../../components/form/use-form.ts'

export const PRODUCT_FIELDS = ['name', 'price', 'description', 'discount', 'category', 'stock', 'banner_url'] as const
type ProductField = (typeof PRODUCT_FIELDS)[number]

/** 1250 → "12.50", the price input's text for an edit. */
export function priceText(minor: number) {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}

/** What the edit form starts with. */
export function productFormValues(product: Product): Record<ProductField, string> {
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

/** What the form sends: its text fields as typed, the price converted to minor units (NaN if it is not a price). */
export function readProductForm(form: FormData) {
  const typed = Object.fromEntries(PRODUCT_FIELDS.map((k) => [k, String(form.get(k) ?? '')])) as Record<ProductField, string>
  return { ...typed, price: parsePriceInput(typed.price) ?? Number.NaN, typed_price: typed.price }
}

/**
 * The messages the contract schema cannot tell apart: an empty price or stock is missing, any other
 * bad stock is "invalid stock", and a product has at most 4 images. Gets and returns the schema's.
 */
export function productMessages(errors: FieldErrors, input: unknown, t: TFunction, images: number): FieldErrors {
  const { typed_price, stock } = input as ReturnType<typeof readProductForm>
  const next = { ...errors }
  if (!typed_price.trim()) next.price = t('validation.required')
  else if (parsePriceInput(typed_price) === null) next.price = t('errors.shop.price_invalid')
  if (!stock.trim()) next.stock = t('validation.required')
  else if (next.stock) next.stock = t('errors.shop.stock_invalid')
  if (images > PRODUCT_MAX_IMAGES) next.images = t('errors.shop.too_many_images')
  return next
}
