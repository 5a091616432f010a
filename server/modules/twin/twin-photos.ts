import type { TwinImage } from '../../../contract/twin.ts'
import type { AiImage } from '../../db/schema/index.ts'
import { reencodeImage } from '../../lib/images/reencode.ts'
import { sniffImage } from '../../lib/images/variants.ts'

export const DAY_MS = 24 * 60 * 60 * 1000
export const startOfUtcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
export const addMonths = (d: Date, months: number) => {
  const r = new Date(d)
  r.setUTCMonth(r.getUTCMonth() + months)
  return r
}

/**
 * Photos are re-encoded (rotated, metadata dropped) into a private webp in the image-work pool;
 * the original is never kept.
 */
export function reencodePhoto(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, {
    check: sniffImage,
    encode: (image) => image.resize({ width: 1536, height: 1536, fit: 'inside', withoutEnlargement: true }).webp({ quality: 88 }),
    failure: 'IMAGE_CORRUPT',
    failOn: 'truncated',
  })
}

/** A generated image as the owner's gallery shows it (the file only through the authed route). */
export const imageJson = (image: AiImage): TwinImage => ({
  id: image.id,
  url: `/api/twin/images/${image.id}/file`,
  prompt: image.prompt,
  createdAt: image.createdAt.toISOString(),
  expiresAt: image.expiresAt.toISOString(),
  publishedImageId: image.publishedImageId,
})
