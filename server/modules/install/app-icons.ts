import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { APP_ICON_SIZES, type AppIconSize } from '../../../contract/install.ts'
import { imageWork } from '../../lib/images/work-pool.ts'
import type { StoragePort } from '../../ports/storage/index.ts'

/** The software's mark (web/public/favicon.svg): the icon when the operator set no favicon. */
export const DEFAULT_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#7c3aed"/><path d="M10 8v13h5M18 11h7M21.5 11v12" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/><circle cx="24.5" cy="7.5" r="2.5" fill="#ec4899"/></svg>'

export interface IconSource {
  /** The operator's favicon's storage key ('' for the software's mark). */
  favicon: string
  brandColor: string
}

export type IconName = `${AppIconSize}.png` | `maskable-${AppIconSize}.png`

export function isIconName(name: string): name is IconName {
  return APP_ICON_SIZES.some((size) => name === `${size}.png` || name === `maskable-${size}.png`)
}

/** Changes with the favicon and the colour, so a manifest names new icons once either changes. */
export const iconVersion = (source: IconSource) =>
  createHash('sha256').update(`${source.favicon}|${source.brandColor}`).digest('hex').slice(0, 12)

/**
 * Home-screen icons drawn from the favicon through the image pool: `any` icons are the mark itself
 * on transparency; `maskable` ones put it in the middle 60 % of a brand-coloured square, so a
 * launcher's circle or squircle never cuts it. Kept per version in memory (a handful of small PNGs).
 */
export function createAppIcons(storage: Pick<StoragePort, 'get'>) {
  const cache = new Map<string, Promise<Buffer>>()

  async function sourceOf(favicon: string) {
    const stored = favicon ? await storage.get(favicon) : null
    // The SVG is drawn at the icon's size, not scaled up from 32 px.
    return stored ?? Buffer.from(DEFAULT_MARK_SVG)
  }

  async function draw(source: IconSource, name: IconName): Promise<Buffer> {
    const maskable = name.startsWith('maskable-')
    const size = Number(name.replace(/\D/g, '')) as AppIconSize
    const input = await sourceOf(source.favicon)
    return imageWork.run(async () => {
      const inner = maskable ? Math.round(size * 0.6) : size
      const mark = await sharp(input, { density: 72 * Math.ceil(inner / 32), limitInputPixels: 40_000_000 })
        .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
      if (!maskable) return sharp(mark).png({ compressionLevel: 9 }).toBuffer()
      return sharp({ create: { width: size, height: size, channels: 4, background: source.brandColor } })
        .composite([{ input: mark, gravity: 'center' }])
        .png({ compressionLevel: 9 })
        .toBuffer()
    })
  }

  return {
    icon(source: IconSource, name: IconName): Promise<Buffer> {
      const key = `${iconVersion(source)}/${name}`
      let icon = cache.get(key)
      if (!icon) {
        icon = draw(source, name)
        // A failed drawing (storage down, pool busy) is tried again by the next request.
        icon.catch(() => cache.delete(key))
        cache.set(key, icon)
      }
      return icon
    },
    /** The settings changed: icons of an older version are never asked for again. */
    clear: () => cache.clear(),
  }
}

export type AppIcons = ReturnType<typeof createAppIcons>
