import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { StoragePort } from '../../ports/storage/index.ts'
import { MAX_INPUT_PIXELS, sniffImage } from './variants.ts'
import { imageWork } from './work-pool.ts'

/** A tag card's picture: at most this wide and high (twice the card's 4.5 rem, for sharp screens). */
export const PRODUCT_PICTURE_SIZE = 192
/** Where tag pictures are stored (the tag-picture sweep owns this prefix). */
export const PRODUCT_PICTURE_PREFIX = 'products/'

/**
 * A shop's product picture as the tag card shows it: checked by its bytes like an upload, turned
 * upright, metadata dropped by re-encoding, one small WebP. Runs in the image-work pool (throws
 * IMAGE_WORK_BUSY when it is full, IMAGE_UNSUPPORTED / IMAGE_CORRUPT for what is no picture).
 */
export function storeProductPicture(storage: StoragePort, input: Buffer): Promise<string> {
  return imageWork.run(async () => {
    await sniffImage(input)
    const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: PRODUCT_PICTURE_SIZE, height: PRODUCT_PICTURE_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer()
    const key = `${PRODUCT_PICTURE_PREFIX}${randomUUID()}.webp`
    await storage.put(key, data, 'image/webp')
    return key
  })
}
