import { and, asc, eq, gt, type SQL } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Executor } from '../../db/client.ts'
import type { ImageVariant, StoredImage } from '../../db/schema/index.ts'
import { images, PRODUCT_WITHOUT_AVIF, products, WITHOUT_AVIF } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { deleteImageFiles, withAvifRenditions } from '../../lib/images/variants.ts'
import type { StoragePort } from '../../ports/storage/index.ts'

/** Photos per job; the next job goes on where this one stopped. */
export const AVIF_BATCH = 20

/** Where a pass stands in each table (the last id it looked at). */
export interface AvifCursor {
  images?: string
  products?: string
}

/** A table whose rows hold photos: how to lock the next row without AVIF, read its photos, write them back. */
interface PhotoTable<Row extends { id: string }> {
  next(tx: Executor, after: string | undefined): Promise<Row | undefined>
  photos(row: Row): readonly ImageVariant[][]
  save(tx: Executor, row: Row, photos: ImageVariant[][]): Promise<void>
}

const after = (column: typeof images.id | typeof products.id, id: string | undefined, where: SQL) =>
  id ? and(where, gt(column, id)) : where

const imageTable: PhotoTable<{ id: string; variants: ImageVariant[] }> = {
  async next(tx, id) {
    const [row] = await tx
      .select({ id: images.id, variants: images.variants })
      .from(images)
      .where(after(images.id, id, WITHOUT_AVIF))
      .orderBy(asc(images.id))
      .limit(1)
      .for('update', { skipLocked: true })
    return row
  },
  photos: (row) => [row.variants],
  async save(tx, row, [variants]) {
    await tx.update(images).set({ variants }).where(eq(images.id, row.id))
  },
}

const productTable: PhotoTable<{ id: string; images: StoredImage[] }> = {
  async next(tx, id) {
    const [row] = await tx
      .select({ id: products.id, images: products.images })
      .from(products)
      .where(after(products.id, id, PRODUCT_WITHOUT_AVIF))
      .orderBy(asc(products.id))
      .limit(1)
      .for('update', { skipLocked: true })
    return row
  },
  photos: (row) => row.images.map((image) => image.variants),
  async save(tx, row, photos) {
    await tx
      .update(products)
      .set({ images: row.images.map((image, i) => ({ ...image, variants: photos[i] })) })
      .where(eq(products.id, row.id))
  },
}

/** A cursor's mark for a table this pass has finished (images come first, then products). */
const TABLE_DONE = 'done'

/**
 * Gives photos stored before AVIF renditions existed their AVIF files (decision 0048): creators'
 * photos and shop products, a row at a time in id order. Each row is locked while its files are
 * written and saved in the same transaction, so a delete or edit of it waits, and two runs never
 * take the same row. A row whose files cannot be read or encoded is logged and skipped for the
 * rest of the pass; the hourly pass tries it again. Idempotent: the keys follow from the WebP ones.
 */
export function createAvifBackfill({ db, storage, log }: { db: Database; storage: StoragePort; log?: Pick<FastifyBaseLogger, 'warn'> }) {
  async function one<Row extends { id: string }>(table: PhotoTable<Row>, cursor: string | undefined) {
    let written: ImageVariant[] = []
    try {
      return await db.transaction(async (tx) => {
        const row = await table.next(tx, cursor)
        if (!row) return null
        try {
          const photos: ImageVariant[][] = []
          for (const variants of table.photos(row)) {
            const withAvif = (await withAvifRenditions(storage, variants)) ?? variants
            written.push(...withAvif.filter((v) => v.format === 'avif' && !variants.includes(v)))
            photos.push(withAvif)
          }
          await table.save(tx, row, photos)
          written = []
        } catch (error) {
          // Uploads have the image-work pool: the job fails and is retried later, from this row.
          if (error instanceof AppError && error.code === 'IMAGE_WORK_BUSY') throw error
          log?.warn({ err: error, id: row.id }, 'could not add AVIF renditions to a photo; skipped in this pass')
        }
        return row.id
      })
    } finally {
      // Written but not saved (the save failed or the row was skipped): nothing points at them.
      if (written.length > 0) await deleteImageFiles(storage, written)
    }
  }

  return {
    /** Up to `batch` rows from `cursor` on; returns the cursor to go on from, or null when the pass is done. */
    async run(cursor: AvifCursor = {}, batch = AVIF_BATCH): Promise<AvifCursor | null> {
      const at = { ...cursor }
      for (let done = 0; done < batch; done++) {
        if (at.images !== TABLE_DONE) {
          const id = await one(imageTable, at.images)
          at.images = id ?? TABLE_DONE
          if (id) continue
        }
        const id = await one(productTable, at.products)
        if (!id) return null
        at.products = id
      }
      return at
    },
  }
}

export type AvifBackfill = ReturnType<typeof createAvifBackfill>
