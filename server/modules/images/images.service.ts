import type { ImageJson, ImageUploadFields } from '../../../contract/images.ts'
import type { Database } from '../../db/client.ts'
import type { Tag } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { deleteImageFiles, sniffImage, storeImageVariants } from './image-variants.ts'
import { createImagesRepository, type ImageRow } from './images.repository.ts'

export type Actor = Pick<SessionUser, 'id' | 'role'>

const DAY_MS = 24 * 60 * 60 * 1000
/** Calendar date in UTC, `YYYY-MM-DD`; expiry dates are compared as such strings. */
const utcDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * A creator's product images: upload through the one variant pipeline, list, pin, premium and
 * delete. Another creator's image answers IMAGE_NOT_FOUND (404, never 403) so ids cannot be
 * probed; admins may delete any image.
 */
export function createImagesService(deps: { db: Database; storage: StoragePort; now?: () => Date }) {
  const { db, storage } = deps
  const now = deps.now ?? (() => new Date())
  const repo = createImagesRepository(db)

  function toJson(row: ImageRow, tags: Tag[] = []): ImageJson {
    const { image } = row
    const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]
    return {
      id: image.id,
      filename: storage.url(webp?.key ?? image.storageKey),
      variants: image.variants.map((v) => ({ url: storage.url(v.key), width: v.width, height: v.height, format: v.format })),
      placeholder: image.placeholder,
      width: image.width,
      height: image.height,
      category: image.category,
      expiry_date: image.expiryDate,
      description: image.description,
      discount: image.discount,
      pinned: image.pinned,
      is_premium: image.isPremium,
      created_at: image.createdAt.toISOString(),
      username: row.username,
      tags: tags.map((t) => ({ id: t.id, x_percent: t.xPercent, y_percent: t.yPercent, link: t.link })),
    }
  }

  async function checkExpiry(expiryDate: string) {
    const today = now()
    if (expiryDate < utcDate(today)) throw new AppError('EXPIRY_IN_PAST', [{ field: 'expiry_date', key: 'images.expiry_in_past' }])
    const max = await repo.maxExpiryDays()
    if (expiryDate > utcDate(new Date(today.getTime() + max * DAY_MS))) {
      throw new AppError('EXPIRY_TOO_FAR', [{ field: 'expiry_date', key: 'images.expiry_max_days', params: { max } }])
    }
  }

  async function findVisible(actor: Actor, id: string) {
    const row = await repo.find(id, actor.id)
    if (!row) throw new AppError('IMAGE_NOT_FOUND')
    return row
  }

  async function withTags(row: ImageRow) {
    return toJson(row, await repo.tagsFor([row.image.id]))
  }

  return {
    /** Validates the fields first (cheap), then sniffs and processes the file. */
    async upload(actor: Actor, fields: ImageUploadFields, file: Buffer): Promise<ImageJson> {
      await checkExpiry(fields.expiry_date)
      await sniffImage(file)
      const stored = await storeImageVariants(storage, file, 'images')
      try {
        const image = await repo.insert({
          userId: actor.id,
          storageKey: stored.key,
          variants: stored.variants,
          placeholder: stored.placeholder,
          width: stored.width,
          height: stored.height,
          category: fields.category,
          expiryDate: fields.expiry_date,
          description: fields.description,
          discount: fields.discount,
        })
        const row = await repo.find(image.id, actor.id)
        if (!row) throw new AppError('INTERNAL')
        return toJson(row)
      } catch (error) {
        await deleteImageFiles(storage, stored.variants)
        throw error
      }
    },

    async list(actor: Actor, page: { limit: number; offset: number }): Promise<ImageJson[]> {
      const rows = await repo.listOwned(actor.id, page)
      const tags = await repo.tagsFor(rows.map((r) => r.image.id))
      return rows.map((row) =>
        toJson(
          row,
          tags.filter((t) => t.imageId === row.image.id),
        ),
      )
    },

    async setPinned(actor: Actor, id: string, pinned: boolean): Promise<ImageJson> {
      const row = await findVisible(actor, id)
      await repo.update(id, { pinned })
      return withTags({ ...row, image: { ...row.image, pinned } })
    },

    async setPremium(actor: Actor, id: string, isPremium: boolean): Promise<ImageJson> {
      const row = await findVisible(actor, id)
      await repo.update(id, { isPremium })
      return withTags({ ...row, image: { ...row.image, isPremium } })
    },

    /** The row goes first (in a transaction); its files are removed only once that committed. */
    async delete(actor: Actor, id: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const row = await repo.find(id, actor.role === 'admin' ? null : actor.id, tx)
        if (!row) throw new AppError('IMAGE_NOT_FOUND')
        return repo.delete(id, tx)
      })
      if (deleted) await deleteImageFiles(storage, deleted.variants)
    },
  }
}

export type ImagesService = ReturnType<typeof createImagesService>
