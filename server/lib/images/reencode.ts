import sharp, { type Sharp } from 'sharp'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { MAX_INPUT_PIXELS } from './variants.ts'
import { imageWork } from './work-pool.ts'

/** What a single re-encoded picture (avatar, logo, favicon) may be uploaded as, as sharp names them. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])

/**
 * One picture re-encoded and stored under `key`: the format is sniffed from the bytes (not the
 * name or the browser's type), the picture auto-rotated, then `encode` sizes and encodes it, so no
 * metadata (GPS!) survives. Anything undecodable is IMAGE_INVALID; the encode runs in the image-work pool.
 */
export async function storeReencodedImage(
  storage: StoragePort,
  input: Buffer,
  target: { key: string; contentType: string; encode: (image: Sharp) => Sharp },
): Promise<string> {
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw new AppError('IMAGE_INVALID')
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('IMAGE_INVALID')
  const data = await imageWork.run(() =>
    target
      .encode(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate())
      .toBuffer()
      .catch(() => {
        throw new AppError('IMAGE_INVALID')
      }),
  )
  await storage.put(target.key, data, target.contentType)
  return target.key
}
