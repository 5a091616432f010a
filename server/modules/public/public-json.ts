import { type SQL, sql } from 'drizzle-orm'
import { hiddenTags, images, tags, type User, users } from '../../db/schema/index.ts'
import type { ImageRow, TagPin } from '../images/images.service.ts'
import { notRestricted } from '../moderation/enforcement.ts'

/*
 * How the public pages' rows become JSON inside PostgreSQL, so a page's account, looks and tags
 * come back from one statement, named like the Drizzle rows the services already know.
 */

/** The account columns public pages read (not the password hash, settings or billing). */
export const publicCreatorColumns = {
  id: users.id,
  username: users.username,
  pageName: users.pageName,
  photo: users.photo,
  badgeVerified: users.badgeVerified,
  publicEmail: users.publicEmail,
  instagram: users.instagram,
  facebook: users.facebook,
  tiktok: users.tiktok,
  specialization: users.specialization,
  introduction: users.introduction,
  country: users.country,
  layoutStyle: users.layoutStyle,
  currency: users.currency,
  shopEnabled: users.shopEnabled,
  planType: users.planType,
  approved: users.approved,
  paymentStatus: users.paymentStatus,
  role: users.role,
}
export type PublicCreatorRow = Pick<User, keyof typeof publicCreatorColumns>

/** An image row as JSON built by PostgreSQL, named like Drizzle's `Image` (dates as text). */
const imageObject = sql`json_build_object(
  'id', ${images.id}, 'userId', ${images.userId}, 'storageKey', ${images.storageKey}, 'variants', ${images.variants},
  'placeholder', ${images.placeholder}, 'width', ${images.width}, 'height', ${images.height}, 'category', ${images.category},
  'expiryDate', ${images.expiryDate}, 'description', ${images.description}, 'searchText', ${images.searchText},
  'discount', ${images.discount}, 'tagCount', ${images.tagCount}, 'pinned', ${images.pinned}, 'isPremium', ${images.isPremium},
  'aiGenerated', ${images.aiGenerated}, 'disclosure', ${images.disclosure}, 'disclosureBrand', ${images.disclosureBrand},
  'altText', ${images.altText}, 'publishedAt', ${images.publishedAt}, 'createdAt', ${images.createdAt})`

/** The image's tags with their products as a JSON array, oldest first (the order the cards number them in); hidden tags never. */
export const tagsArray = sql`(select coalesce(json_agg(json_build_object(
  'id', t.id, 'imageId', t.image_id, 'xPercent', t.x_percent, 'yPercent', t.y_percent, 'link', t.link,
  'productName', t.product_name, 'productBrand', t.product_brand, 'priceMinor', t.price_minor, 'currency', t.currency,
  'availability', t.availability, 'productImageKey', t.product_image_key) order by t.created_at, t.id), '[]')
  from ${tags} t where t.image_id = ${images.id} and not exists (select 1 from ${hiddenTags} h where h.tag_id = t.id)
  and ${notRestricted('tag_link', sql`t.id`)})`

/**
 * One creator's images matching `where`, in `order`, as one JSON array of `{ image, tags }`. The
 * page's rows are picked first and only they are turned into JSON (with their tags).
 */
export function imagesJson(where: SQL | undefined, order: SQL, limit: number, offset: number) {
  return sql`(select coalesce(json_agg(json_build_object('image', ${imageObject}, 'tags', ${tagsArray}) order by ${order}), '[]')
    from (select * from ${images} where ${where} order by ${order} limit ${limit} offset ${offset}) ${images})`
}

export type ImageJsonRow = {
  image: Omit<ImageRow['image'], 'createdAt' | 'publishedAt'> & { createdAt: string; publishedAt: string }
  tags: TagPin[]
}

/** The creator row as one JSON object named like `PublicCreatorRow` (no dates among its columns). */
export const creatorObject = sql`json_build_object(${sql.join(
  Object.entries(publicCreatorColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
)})`
