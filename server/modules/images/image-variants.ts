import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { ImageVariant, StoredImage } from '../../db/schema/index.ts'
import type { StoragePort } from '../../ports/storage/index.ts'

/** Responsive widths; a variant is only made when the source is at least that wide. */
export const VARIANT_WIDTHS = [320, 640, 1080] as const
/** Upper bound on decoded pixels, so a tiny "decompression bomb" file cannot exhaust memory. */
export const MAX_INPUT_PIXELS = 40_000_000

/**
 * Turns an image into what the app serves: auto-rotated, every bit of metadata (EXIF, GPS, ICC
 * comments) dropped by re-encoding, WebP + JPEG at a few widths, and a tiny blurred placeholder.
 * The original bytes are never stored.
 */
export async function storeImageVariants(
  storage: StoragePort,
  input: Buffer,
  prefix: string,
): Promise<StoredImage & { width: number; height: number }> {
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  const { data: normalized, info } = await base.toBuffer({ resolveWithObject: true })
  const id = randomUUID()
  const folder = `${prefix}/${id}`
  const widths = VARIANT_WIDTHS.filter((w) => w <= info.width)
  if (widths.length === 0) widths.push(info.width as (typeof VARIANT_WIDTHS)[number])
  const variants: ImageVariant[] = []
  for (const width of widths) {
    const resized = sharp(normalized).resize({ width, withoutEnlargement: true })
    for (const format of ['webp', 'jpeg'] as const) {
      const { data, info: out } = await (format === 'webp'
        ? resized.clone().webp({ quality: 80 })
        : resized.clone().jpeg({ quality: 82, mozjpeg: true })
      ).toBuffer({
        resolveWithObject: true,
      })
      const key = `${folder}/w${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`
      await storage.put(key, data, `image/${format}`)
      variants.push({ key, width: out.width, height: out.height, format, bytes: data.length })
    }
  }
  const tiny = await sharp(normalized).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer()
  return {
    key: variants.at(-1)?.key ?? folder,
    width: info.width,
    height: info.height,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  }
}
