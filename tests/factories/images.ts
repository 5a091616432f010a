import { randomUUID } from 'node:crypto'
import type { Database } from '../../server/db/client.ts'
import { type Image, images, type NewImage, type NewTag, type Tag, tags } from '../../server/db/schema/index.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** A UTC calendar date `n` days from today (negative: in the past). */
export const daysFromToday = (n: number) => new Date(Date.now() + n * DAY_MS).toISOString().slice(0, 10)

/**
 * An image row of `userId` with stored-looking variants (no files: tests that need pixels write
 * them through the storage port). Unexpired (a week ahead) unless `expiryDate` says otherwise.
 */
export async function createImage(db: Database, userId: string, overrides: Partial<NewImage> = {}): Promise<Image> {
  const folder = `images/${randomUUID()}`
  const [row] = await db
    .insert(images)
    .values({
      userId,
      storageKey: `${folder}/w640.webp`,
      variants: [
        { key: `${folder}/w320.webp`, width: 320, height: 400, format: 'webp' },
        { key: `${folder}/w640.webp`, width: 640, height: 800, format: 'webp' },
        { key: `${folder}/w640.jpg`, width: 640, height: 800, format: 'jpeg' },
      ],
      width: 640,
      height: 800,
      category: 'clothes',
      expiryDate: daysFromToday(7),
      description: `Look ${randomUUID().slice(0, 6)}`,
      // A look backdated by a test went public when it was made (a draft says publishedAt: null).
      publishedAt: overrides.createdAt,
      ...overrides,
    })
    .returning()
  return row
}

/** A tag on `imageId` linking to a product page. */
export async function createTag(db: Database, imageId: string, overrides: Partial<NewTag> = {}): Promise<Tag> {
  const [row] = await db
    .insert(tags)
    .values({ imageId, xPercent: 40, yPercent: 60, link: `https://shop.example.com/p/${randomUUID().slice(0, 8)}`, ...overrides })
    .returning()
  return row
}
