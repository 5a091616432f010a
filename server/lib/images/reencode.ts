import sharp, { type Sharp } from 'sharp'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { MAX_INPUT_PIXELS } from './variants.ts'
import { imageWork } from './work-pool.ts'

/** What a single re-encoded picture (avatar, logo, favicon) may be uploaded as, as sharp names them. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])

export interface Reencoding {
  /** Checks the bytes before any pixel is decoded; throws the coded error a refused file gets. */
  check: (input: Buffer) => Promise<unknown>
  /** Sizes and encodes the auto-rotated picture. */
  encode: (image: Sharp) => Sharp
  /** The error of a file that passed the check but does not decode. */
  failure: 'IMAGE_INVALID' | 'IMAGE_CORRUPT'
  /** How strict decoding is (sharp's `failOn`). */
  failOn?: 'error' | 'truncated'
}

/**
 * One picture re-encoded: checked by its bytes (never its name or the browser's type), auto-rotated,
 * then sized and encoded by `encode`, so no metadata (GPS!) survives. The decode and encode run in
 * the process-wide image-work pool (IMAGE_WORK_BUSY when it is full): the one way single pictures
 * are re-encoded.
 */
export async function reencodeImage(input: Buffer, { check, encode, failure, failOn = 'error' }: Reencoding): Promise<Buffer> {
  await check(input)
  return imageWork.run(() =>
    encode(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn }).rotate())
      .toBuffer()
      .catch((error: unknown) => {
        throw new AppError(failure, undefined, { cause: error })
      }),
  )
}

/** A picture's container is one of ACCEPTED, as its bytes say; anything else is IMAGE_INVALID. */
async function checkPicture(input: Buffer) {
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw new AppError('IMAGE_INVALID')
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('IMAGE_INVALID')
}

/** One picture (avatar, logo, favicon) re-encoded by `reencodeImage` and stored under `key`. */
export async function storeReencodedImage(
  storage: StoragePort,
  input: Buffer,
  target: { key: string; contentType: string; encode: (image: Sharp) => Sharp },
): Promise<string> {
  const data = await reencodeImage(input, { check: checkPicture, encode: target.encode, failure: 'IMAGE_INVALID' })
  await storage.put(target.key, data, target.contentType)
  return target.key
}
