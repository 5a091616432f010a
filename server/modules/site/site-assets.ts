import { randomUUID } from 'node:crypto'
import type { SiteAsset } from '../../../contract/site-settings.ts'
import { storeReencodedImage } from '../../lib/images/reencode.ts'
import type { StoragePort } from '../../ports/storage/index.ts'

export { SITE_ASSETS, type SiteAsset } from '../../../contract/site-settings.ts'

/** The header shows the logo 32–40 px high: three times that, for sharp screens. */
const LOGO_BOX = { width: 600, height: 120 }
/** One square icon for browser tabs and home screens (apple-touch-icon's size). */
const FAVICON_SIZE = 180

/**
 * The operator's logo or favicon, through the same rules as every upload (sniffed, auto-rotated,
 * re-encoded without metadata), transparency kept. Returns the new file's storage key.
 */
export function storeSiteAsset(storage: StoragePort, kind: SiteAsset, input: Buffer): Promise<string> {
  if (kind === 'logo') {
    return storeReencodedImage(storage, input, {
      key: `site/logo/${randomUUID()}.webp`,
      contentType: 'image/webp',
      encode: (image) => image.resize({ ...LOGO_BOX, fit: 'inside', withoutEnlargement: true }).webp({ quality: 90, alphaQuality: 100 }),
    })
  }
  return storeReencodedImage(storage, input, {
    key: `site/favicon/${randomUUID()}.png`,
    contentType: 'image/png',
    encode: (image) =>
      image.resize(FAVICON_SIZE, FAVICON_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png({ compressionLevel: 9 }),
  })
}
