import { z } from 'zod'
import { MAX_PRODUCT_AMOUNT } from './currencies.ts'
import { endpoint } from './endpoint.ts'
import { httpUrl } from './links.ts'

/** What a tag knows of its product (docs/decisions/0083). */
export const PRODUCT_NAME_MAX = 200
export const PRODUCT_BRAND_MAX = 100
export const AVAILABILITIES = ['in_stock', 'out_of_stock'] as const
export type Availability = (typeof AVAILABILITIES)[number]
/** Fields a creator may correct; a corrected one is theirs, never overwritten by a later read of the page. */
export const PRODUCT_FIELDS = ['name', 'brand', 'price', 'availability'] as const
export type ProductField = (typeof PRODUCT_FIELDS)[number]

const optionalText = (max: number) =>
  z
    .string('validation.invalid')
    .trim()
    .max(max, 'validation.too_long')
    .nullish()
    .transform((v) => v || null)

/** The product as a creator saves it with a tag; `edited` names the fields they typed or corrected. */
export const ProductInput = z
  .object({
    name: optionalText(PRODUCT_NAME_MAX),
    brand: optionalText(PRODUCT_BRAND_MAX),
    price_minor: z
      .number('tags.product.price_invalid')
      .int('tags.product.price_invalid')
      .min(0, 'tags.product.price_invalid')
      .max(MAX_PRODUCT_AMOUNT * 1000, 'tags.product.price_invalid')
      .nullish()
      .transform((v) => v ?? null),
    currency: z
      .string('validation.invalid')
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'tags.product.currency_invalid')
      .transform((v) => v.toLowerCase())
      .nullish()
      .transform((v) => v ?? null),
    availability: z
      .enum(AVAILABILITIES, 'validation.invalid')
      .nullish()
      .transform((v) => v ?? null),
    edited: z.array(z.enum(PRODUCT_FIELDS, 'validation.invalid')).max(PRODUCT_FIELDS.length).default([]),
  })
  .refine((p) => p.price_minor === null || p.currency !== null, { path: ['currency'], message: 'tags.product.currency_required' })
export type ProductInput = z.output<typeof ProductInput>

export const TagProduct = z.object({
  name: z.string().nullable(),
  brand: z.string().nullable(),
  price_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  availability: z.enum(AVAILABILITIES).nullable(),
  /** The small picture stored from the page (never the shop's own address). */
  image_url: z.string().nullable(),
  /** When the page was last read for it. */
  fetched_at: z.string().nullable(),
  edited: z.array(z.enum(PRODUCT_FIELDS)),
})
export type TagProduct = z.output<typeof TagProduct>

export const ProductLookupBody = z.object({ link: httpUrl({ required: 'tags.link_required', invalid: 'tags.link_invalid' }) })

/** What one read of a product link found; `product` null when the page could not be read or says nothing. */
export const ProductLookup = z.object({
  link: z.string(),
  product: z
    .object({
      name: z.string().nullable(),
      brand: z.string().nullable(),
      price_minor: z.number().int().nullable(),
      currency: z.string().nullable(),
      availability: z.enum(AVAILABILITIES).nullable(),
      /** Whether the page names a picture (stored once the tag is saved). */
      has_image: z.boolean(),
    })
    .nullable(),
})
export type ProductLookup = z.output<typeof ProductLookup>

export const tagProductsApi = {
  lookup: endpoint({
    method: 'POST',
    path: '/api/tags/lookup',
    access: 'user',
    tag: 'tags',
    summary: "Read a product link's name, brand, price, availability (for its creator's tag)",
    description:
      'Reads the page once through the link checker (public addresses only, size and time caps) and answers what its schema.org Product, microdata or Open Graph tags say. Rate-limited per creator.',
    body: ProductLookupBody,
    response: ProductLookup,
  }),
}
