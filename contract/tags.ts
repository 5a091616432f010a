import { z } from 'zod'
import { httpUrl } from './links.ts'

/** A tag position, in percent of the image's width or height. */
const Percent = z.number('validation.invalid').min(0, 'tags.outside_image').max(100, 'tags.outside_image')

const TagLink = httpUrl({ required: 'tags.link_required', invalid: 'tags.link_invalid' })

export const TagIdParams = z.object({ id: z.uuid('validation.invalid') })

export const TagCreate = z.object({
  image_id: z.uuid('validation.invalid'),
  x_percent: Percent,
  y_percent: Percent,
  link: TagLink,
})

/** Edit dialog sends `link`; dragging sends `x_percent` and `y_percent` (both together). */
export const TagUpdate = z
  .object({ link: TagLink.optional(), x_percent: Percent.optional(), y_percent: Percent.optional() })
  .refine((v) => v.link !== undefined || (v.x_percent !== undefined && v.y_percent !== undefined), {
    message: 'tags.update_empty',
  })
  .refine((v) => (v.x_percent === undefined) === (v.y_percent === undefined), { message: 'tags.position_incomplete' })

export const Tag = z.object({
  id: z.uuid(),
  image_id: z.uuid(),
  x_percent: z.number(),
  y_percent: z.number(),
  link: z.string(),
})

export type TagCreate = z.output<typeof TagCreate>
export type TagUpdate = z.output<typeof TagUpdate>
export type Tag = z.output<typeof Tag>
