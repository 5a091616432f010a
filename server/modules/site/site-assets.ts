import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { MAX_INPUT_PIXELS } from '../images/image-variants.ts'
import { imageWork } from '../images/image-work.ts'

export const SITE_ASSETS = ['logo', 'favicon'] as const
export type SiteAsset = (typeof SITE_ASSETS)[number]

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])
/** The header shows the logo 32–40 px high: three times that, for sharp screens. */
const LOGO_BOX = { width: 600, height: 120 }
/** One square icon for browser tabs and home screens (apple-touch-icon's size). */
const FAVICON_SIZE = 180

/**
 * The operator's logo or favicon, through the same rules as every upload: the format is sniffed
 * from the bytes, the picture auto-rotated and re-encoded (no metadata survives), transparency kept.
 * Returns the new file's storage key.
 */
export async function storeSiteAsset(storage: StoragePort, kind: SiteAsset, input: Buffer): Promise<string> {
  let format: string | undefined
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format
  } catch {
    throw new AppError('IMAGE_INVALID')
  }
  if (!format || !ACCEPTED.has(format)) throw new AppError('IMAGE_INVALID')
  const image = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  const encode =
    kind === 'logo'
      ? () =>
          image()
            .resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 90, alphaQuality: 100 })
            .toBuffer()
      : () =>
          image()
            .resize(FAVICON_SIZE, FAVICON_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
            .png({ compressionLevel: 9 })
            .toBuffer()
  const data = await imageWork.run(() =>
    encode().catch(() => {
      throw new AppError('IMAGE_INVALID')
    }),
  )
  const extension = kind === 'logo' ? 'webp' : 'png'
  const key = `site/${kind}/${randomUUID()}.${extension}`
  await storage.put(key, data, kind === 'logo' ? 'image/webp' : 'image/png')
  return key
}
