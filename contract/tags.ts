import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { httpUrl } from './links.ts'
import { ProductInput, TagProduct } from './tag-products.ts'

/** A tag position, in percent of the image's width or height. */
const Percent = z.number('validation.invalid').min(0, 'tags.outside_image').max(100, 'tags.outside_image')

const TagLink = httpUrl({ required: 'tags.link_required', invalid: 'tags.link_invalid' })

export const TagIdParams = z.object({ id: z.uuid('validation.invalid') })

export const TagCreate = z.object({
  image_id: z.uuid('validation.invalid'),
  x_percent: Percent,
  y_percent: Percent,
  link: TagLink,
  /** The product as the dialog shows it (read from the page, corrected by the creator); read from the page when left out. */
  product: ProductInput.optional(),
})

/** Edit dialog sends `link` (and `product`); dragging sends `x_percent` and `y_percent` (both together). */
export const TagUpdate = z
  .object({ link: TagLink.optional(), x_percent: Percent.optional(), y_percent: Percent.optional(), product: ProductInput.optional() })
  .refine((v) => v.link !== undefined || v.product !== undefined || (v.x_percent !== undefined && v.y_percent !== undefined), {
    message: 'tags.update_empty',
  })
  .refine((v) => (v.x_percent === undefined) === (v.y_percent === undefined), { message: 'tags.position_incomplete' })

export const Tag = z.object({
  id: z.uuid(),
  image_id: z.uuid(),
  x_percent: z.number(),
  y_percent: z.number(),
  link: z.string(),
  /** Null until the page was read or the creator filled something in. */
  product: TagProduct.nullable(),
})

export type TagCreate = z.output<typeof TagCreate>
export type TagUpdate = z.output<typeof TagUpdate>
export type Tag = z.output<typeof Tag>

export const tagsApi = {
  // One path with PUT and DELETE, so one parameter name: here `id` is the image's id.
  list: endpoint({
    method: 'GET',
    path: '/api/tags/:id',
    access: 'user',
    tag: 'tags',
    summary: "An image's tags, by the image's id (owner only)",
    params: TagIdParams,
    response: z.array(Tag),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/tags/add',
    access: 'user',
    tag: 'tags',
    summary: 'Place a tag on an own image',
    body: TagCreate,
    response: Tag,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/tags/:id',
    access: 'user',
    tag: 'tags',
    summary: "Change a tag's link or move it",
    params: TagIdParams,
    body: TagUpdate,
    response: Tag,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/tags/:id',
    access: 'user',
    tag: 'tags',
    summary: 'Delete a tag (owner or admin)',
    params: TagIdParams,
    response: null,
    status: 204,
  }),
}
