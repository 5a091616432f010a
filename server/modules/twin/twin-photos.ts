import type { TwinImage } from '../../../contract/twin.ts'
import type { AiImage } from '../../db/schema/index.ts'
import { reencodeImage } from '../../lib/images/reencode.ts'
import { sniffImage } from '../../lib/images/variants.ts'

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
