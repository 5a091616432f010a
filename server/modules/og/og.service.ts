import { createHash } from 'node:crypto'
import type { Disclosure } from '../../../contract/disclosure.ts'
import { SOFTWARE_NAME } from '../../../contract/site-defaults.ts'
import type { ImageVariant } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { createCache } from '../../lib/cache.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { PublicService } from '../public/public.service.ts'
import { renderCreatorCard, renderImageCard } from './og-render.ts'

/** Rendered cards kept in memory, bounded by count: every card is a PNG of the same size. */
const CACHE_ENTRIES = 200
/** The rendition a card is cut from: big enough for 470 px tiles, small to decode. */
const SOURCE_WIDTH = 640

export interface OgImage {
  png: Buffer
  /** Content version: changes whenever anything drawn on the card changes. */
  etag: string
}

/** The stored rendition nearest SOURCE_WIDTH; not an AVIF one, which decodes several times slower. */
function pickVariant(variants: readonly ImageVariant[]) {
  return variants.filter((v) => v.format !== 'avif').sort((a, b) => Math.abs(a.width - SOURCE_WIDTH) - Math.abs(b.width - SOURCE_WIDTH))[0]
}

/**
 * Share-preview images (Open Graph) for creator pages and single photos. Each card is keyed by a
 * hash of what it shows (names, avatar and photo storage keys), so an edit gives a new key at once
 * and an unchanged page never renders twice. Visibility rules are the public service's: unknown
 * creators 404, creators that are not public 403, hidden or expired photos 404.
 */
/** Labels drawn on a photo's share image, in the request's language. */
export interface ImageLabels {
  ai: string
  disclosure: (image: { disclosure: Disclosure; disclosure_brand: string | null }) => string
}

export function createOgService(deps: {
  public: Pick<PublicService, 'creatorCard' | 'visibleImage'>
  storage: StoragePort
  /** The platform's configured name, drawn on every card. */
  siteName?: () => Promise<string>
}) {
  const siteName = deps.siteName ?? (async () => SOFTWARE_NAME)
  // Keyed by what the card shows: an edit is a new key, so no change has to drop anything.
  const cache = createCache<Promise<Buffer>>({ max: CACHE_ENTRIES })

  async function cached(version: unknown, render: () => Promise<Buffer>): Promise<OgImage> {
    const etag = createHash('sha256').update(JSON.stringify(version)).digest('base64url').slice(0, 27)
    return { png: await cache.getOrLoad(etag, render), etag }
  }

  const read = async (key: string | null | undefined) => (key ? deps.storage.get(key).catch(() => null) : null)

  return {
    async creator(username: string): Promise<OgImage> {
      const card = await deps.public.creatorCard(username)
      const photoKeys = card.photos.map((variants) => pickVariant(variants)?.key ?? null)
      const brand = await siteName()
      const version = ['creator', brand, card.username, card.pageName, card.photoKey, photoKeys]
      return cached(version, async () => {
        const [avatar, ...photos] = await Promise.all([read(card.photoKey), ...photoKeys.map(read)])
        return renderCreatorCard({
          siteName: brand,
          username: card.username,
          pageName: card.pageName,
          avatar,
          photos: photos.filter((p): p is Buffer => p !== null),
        })
      })
    },

    /** `labels`: the "AI-generated" label and the ad disclosure's, in the request's language. */
    async image(imageId: string, labels: ImageLabels = { ai: 'AI-generated', disclosure: () => 'Ad' }): Promise<OgImage> {
      const row = await deps.public.visibleImage(imageId)
      if (!row) throw new AppError('NOT_FOUND')
      const key = pickVariant(row.image.variants)?.key ?? row.image.storageKey
      const { aiGenerated, disclosure } = row.image
      const aiLabel = labels.ai
      const disclosureLabel = disclosure === 'none' ? null : labels.disclosure({ disclosure, disclosure_brand: row.image.disclosureBrand })
      const brand = await siteName()
      const version = [
        'image',
        brand,
        row.image.id,
        key,
        row.image.description,
        row.username,
        row.pageName,
        aiGenerated && aiLabel,
        disclosureLabel,
      ]
      return cached(version, async () =>
        renderImageCard({
          siteName: brand,
          username: row.username,
          pageName: row.pageName,
          description: row.image.description,
          photo: await read(key),
          aiGenerated,
          aiLabel,
          disclosureLabel,
        }),
      )
    },
  }
}

export type OgService = ReturnType<typeof createOgService>
