import { z } from 'zod'
import { IMAGE_ALT_TEXT_MAX } from './alt-text.ts'
import { calendarDay } from './dates.ts'
import { DISCLOSURE_BRAND_MAX, DISCLOSURES, type Disclosure } from './disclosure.ts'
import { endpoint } from './endpoint.ts'
import { UPLOAD_MAX_BYTES } from './limits.ts'
import { TagProduct } from './tag-products.ts'
import { isSingleLine, NOT_SINGLE_LINE_KEY } from './text.ts'

/**
 * Creator images: the dashboard upload form, the image list and its per-card actions. Messages
 * are catalog keys (`images.*`, `validation.*`) so the form and the API say the same thing.
 */

/** Categories of photos, and of shop products too. */
export const IMAGE_CATEGORIES = ['clothes', 'makeup', 'devices', 'other'] as const
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number]

export const IMAGE_DESCRIPTION_MAX = 150
export const IMAGE_DISCOUNT_MAX = 300
export { IMAGE_ALT_TEXT_MAX }
/** Largest upload accepted (the multipart limit); beyond it the answer is PAYLOAD_TOO_LARGE. */
export const IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES
export const IMAGE_PAGE_SIZE = 10

const isRealDate = (v: string) => calendarDay(v) !== null

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .optional()
    .transform((v) => (v ? v : null))

const disclosureChoice = z.enum(DISCLOSURES, 'images.disclosure_invalid')
const brand = z
  .string()
  .trim()
  .max(DISCLOSURE_BRAND_MAX, 'validation.too_long')
  .refine(isSingleLine, NOT_SINGLE_LINE_KEY)
  .optional()
  .transform((v) => (v ? v : null))

/** The brand only belongs to a paid partnership; any other choice drops it. */
const withBrand = <T extends { disclosure: Disclosure; disclosure_brand: string | null }>(v: T) => ({
  ...v,
  disclosure_brand: v.disclosure === 'paid' ? v.disclosure_brand : null,
})

/** Upload form fields (multipart, so strings); absent means "not chosen". */
export const DisclosureUploadFields = z.object({
  disclosure: z.preprocess((v) => (v === '' ? undefined : v), disclosureChoice.optional()),
  disclosure_brand: z.string().trim().max(DISCLOSURE_BRAND_MAX, 'validation.too_long').refine(isSingleLine, NOT_SINGLE_LINE_KEY).optional(),
})

/** `POST /api/images/{id}/disclosure` */
export const DisclosureBody = z.object({ disclosure: disclosureChoice, disclosure_brand: brand }).transform(withBrand)
export type DisclosureBody = z.output<typeof DisclosureBody>

/** Alt text: one line (a screen reader reads it as one), empty means none. */
const altText = z
  .string()
  .trim()
  .max(IMAGE_ALT_TEXT_MAX, 'validation.too_long')
  .refine(isSingleLine, NOT_SINGLE_LINE_KEY)
  .optional()
  .transform((v) => (v ? v : null))

/** A form's yes: a checkbox's `on`, `true` or `1`. */
const formFlag = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean())

/** Text fields of `POST /api/images/upload` (the file travels as the multipart part `image`). */
export const ImageUploadFields = z.object({
  category: z.enum(IMAGE_CATEGORIES, 'images.category_invalid'),
  expiry_date: z.string().trim().refine(isRealDate, 'images.expiry_invalid'),
  description: optionalText(IMAGE_DESCRIPTION_MAX),
  discount: optionalText(IMAGE_DISCOUNT_MAX),
  alt_text: altText,
  /** Keep the look as a draft (the batch upload): it goes public only when published. */
  draft: formFlag.optional().transform((v) => v ?? false),
  ...DisclosureUploadFields.shape,
})

/**
 * `PATCH /api/images/{id}`: a look's details (a field left out stays as it is; an empty text
 * clears it). Also the dashboard's per-look form, posted to its route action.
 */
export const ImageEditBody = z.object({
  category: z.enum(IMAGE_CATEGORIES, 'images.category_invalid').optional(),
  expiry_date: z.string().trim().refine(isRealDate, 'images.expiry_invalid').optional(),
  description: z.string().trim().max(IMAGE_DESCRIPTION_MAX, 'validation.too_long').optional(),
  discount: z.string().trim().max(IMAGE_DISCOUNT_MAX, 'validation.too_long').optional(),
  alt_text: z.string().trim().max(IMAGE_ALT_TEXT_MAX, 'validation.too_long').refine(isSingleLine, NOT_SINGLE_LINE_KEY).optional(),
})
export type ImageEditBody = z.output<typeof ImageEditBody>

export type ImageUploadFields = z.infer<typeof ImageUploadFields>

/** Most photos one upload batch takes (the dashboard's picker with script, or one plain form post). */
export const IMAGE_BATCH_MAX = 20

/** Fields without which the form answers "Please fill in all required fields". */
export const IMAGE_REQUIRED_FIELDS = ['image', 'category', 'expiry_date'] as const

export const ImageListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(IMAGE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
})

export const ImageIdParams = z.object({ id: z.uuid('tags.image_not_found') })
export const PinBody = z.object({ pinned: z.boolean() })
export const PremiumBody = z.object({ is_premium: z.boolean() })

export const ImageVariantJson = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['avif', 'webp', 'jpeg']),
})

export const ImageTagJson = z.object({
  id: z.string(),
  x_percent: z.number(),
  y_percent: z.number(),
  link: z.string(),
  /** What the tag's product page says (decision 0083); null while nothing is known. */
  product: TagProduct.nullable(),
})

export const ImageJson = z.object({
  id: z.string(),
  /**
   * Storage name of the largest WebP variant (the original is never served), e.g.
   * `images/<id>/w1080.webp`: what `/uploads/{filename}` serves, as the spec's clients build it.
   */
  filename: z.string().describe('Storage name of the largest WebP variant; the file is served at /uploads/{filename}'),
  /** Where the browser loads that variant from (`/uploads/…`, or the storage's own URL). */
  url: z.string().describe('Full path or URL of the same file'),
  variants: z.array(ImageVariantJson),
  placeholder: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  category: z.enum(IMAGE_CATEGORIES),
  expiry_date: z.string(),
  description: z.string().nullable(),
  discount: z.string().nullable(),
  pinned: z.boolean(),
  is_premium: z.boolean(),
  /** Published from the AI studio (shown with an "AI-generated" label). */
  ai_generated: z.boolean(),
  /** The ad disclosure (contract/disclosure.ts); `disclosure_brand` names the partner of a paid partnership. */
  disclosure: z.enum(DISCLOSURES),
  disclosure_brand: z.string().max(DISCLOSURE_BRAND_MAX).nullable(),
  /** What a screen reader says for the photo (the description stands in when null). */
  alt_text: z.string().max(IMAGE_ALT_TEXT_MAX).nullable(),
  /** When the look went public; null while it is a draft, which no public page shows. */
  published_at: z.string().nullable(),
  created_at: z.string(),
  username: z.string(),
  tags: z.array(ImageTagJson),
})
export type ImageJson = z.infer<typeof ImageJson>
export const ImageList = z.array(ImageJson)

export const UploadSettings = z.object({ max_expiry_days: z.number().int(), require_disclosure: z.boolean() })
export type UploadSettings = z.output<typeof UploadSettings>

const own = { access: 'user', tag: 'images' } as const

export const imagesApi = {
  upload: endpoint({
    ...own,
    method: 'POST',
    path: '/api/images/upload',
    summary: 'Upload a product image',
    form: { fields: ImageUploadFields, files: ['image'] },
    response: ImageJson,
    status: 201,
  }),
  list: endpoint({
    ...own,
    method: 'GET',
    path: '/api/images',
    summary: "The signed-in creator's images, pinned first, then newest first",
    query: ImageListQuery,
    response: ImageList,
  }),
  settings: endpoint({
    ...own,
    method: 'GET',
    path: '/api/images/settings',
    summary: 'Upload rules set by admins: the latest allowed expiry is today + max_expiry_days; whether a disclosure must be chosen',
    response: UploadSettings,
  }),
  pin: endpoint({
    ...own,
    method: 'POST',
    path: '/api/images/:id/pin',
    summary: 'Pin or unpin an own image',
    params: ImageIdParams,
    body: PinBody,
    response: ImageJson,
  }),
  premium: endpoint({
    ...own,
    method: 'POST',
    path: '/api/images/:id/premium',
    summary: 'Mark or unmark an own image as premium',
    params: ImageIdParams,
    body: PremiumBody,
    response: ImageJson,
  }),
  disclosure: endpoint({
    ...own,
    method: 'POST',
    path: '/api/images/:id/disclosure',
    summary: 'Set the ad disclosure of an own image (none, affiliate, paid with the brand, gifted, own product)',
    params: ImageIdParams,
    body: DisclosureBody,
    response: ImageJson,
  }),
  edit: endpoint({
    ...own,
    method: 'PATCH',
    path: '/api/images/:id',
    summary: "Change an own look's category, expiry, description, coupon or alt_text (fields left out stay)",
    params: ImageIdParams,
    body: ImageEditBody,
    response: ImageJson,
  }),
  publish: endpoint({
    ...own,
    method: 'POST',
    path: '/api/images/:id/publish',
    summary: 'Publish an own draft look: it goes on the public pages. Needs alt_text when the description is empty',
    params: ImageIdParams,
    response: ImageJson,
  }),
  remove: endpoint({
    ...own,
    method: 'DELETE',
    path: '/api/images/:id',
    summary: 'Delete an own image (admins: any image) and its files',
    params: ImageIdParams,
    response: null,
    status: 204,
  }),
}
