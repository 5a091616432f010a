import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { MAX_INPUT_PIXELS } from './image-variants.ts'
import { imageWork } from './image-work.ts'

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])
export const AVATAR_SIZE = 512

/**
 * Avatar upload: the format is sniffed from the bytes (not the name or the browser's type), the
 * picture is auto-rotated, cropped square and re-encoded as WebP, so no metadata (GPS!) survives.
 */
export async function storeAvatar(storage: StoragePort, input: Buffer, userId: string): Promise<string> {
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw new AppError('IMAGE_INVALID')
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('IMAGE_INVALID')
  const data = await imageWork.run(() =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer()
      .catch(() => {
        throw new AppError('IMAGE_INVALID')
      }),
  )
  const key = `avatars/${userId}/${randomUUID()}.webp`
  await storage.put(key, data, 'image/webp')
  return key
}
