import type { AdminImage } from '../../../contract/admin.ts'
import { DAY_MS } from '../../../contract/dates.ts'
import type { DisclosureBody, ImageEditBody, ImageJson, ImageUploadFields } from '../../../contract/images.ts'
import type { Database } from '../../db/client.ts'
import type { Tag } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { deleteImageFiles, sniffImage, storeImageVariants } from '../../lib/images/variants.ts'
import { imageWork } from '../../lib/images/work-pool.ts'
import type { SessionUser } from '../../plugins/auth.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import { isRemoved } from '../moderation/enforcement.ts'
import { productView, type TagProductColumns } from '../tags/tag-product-fields.ts'
import { createImagesRepository, type ImageRow, type ImagesRepository } from './images.repository.ts'
import { createUploadRulesService, type UploadRulesService } from './upload-rules.service.ts'

export type Actor = Pick<SessionUser, 'id' | 'role'>
/** An upload's fields as the contract reads them; alt text and draft may be left out by callers in code. */
export type UploadFields = Omit<ImageUploadFields, 'alt_text' | 'draft'> & Partial<Pick<ImageUploadFields, 'alt_text' | 'draft'>>
export type { ImageRow }
/** What a card shows of a tag (a reader that fetched the tags with its images hands these over). */
export type TagPin = Pick<Tag, 'id' | 'imageId' | 'xPercent' | 'yPercent' | 'link'> & Partial<TagProductColumns>

/** Calendar date in UTC, `YYYY-MM-DD`; expiry dates are compared as such strings. */
const utcDate = (date: Date) => date.toISOString().slice(0, 10)

/**
 * A creator's product images: upload through the one variant pipeline, list, pin, premium and
 * delete. Another creator's image answers IMAGE_NOT_FOUND (404, never 403) so ids cannot be
 * probed; admins may delete any image.
 */
export function createImagesService(deps: {
  db: Database
  storage: StoragePort
  now?: () => Date
  /** Records deletions of other creators' images by admins. */
  audit?: AuditRecorder
  repo?: ImagesRepository
  rules?: Pick<UploadRulesService, 'read'>
}) {
  const { db, storage, audit } = deps
  const now = deps.now ?? (() => new Date())
  const repo = deps.repo ?? createImagesRepository()
  const rules = deps.rules ?? createUploadRulesService({ db })

  function toJson(row: ImageRow, tags: TagPin[] = []): ImageJson {
    const { image } = row
    const webp = image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]
    const key = webp?.key ?? image.storageKey
    return {
      id: image.id,
      filename: key,
      url: storage.url(key),
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
      ai_generated: image.aiGenerated,
      disclosure: image.disclosure,
      disclosure_brand: image.disclosureBrand,
      alt_text: image.altText,
      published_at: image.publishedAt?.toISOString() ?? null,
      created_at: image.createdAt.toISOString(),
      username: row.username,
      tags: tags.map((t) => ({ id: t.id, x_percent: t.xPercent, y_percent: t.yPercent, link: t.link, product: productView(t, storage) })),
    }
  }

  async function checkExpiry(expiryDate: string) {
    const today = now()
    if (expiryDate < utcDate(today)) throw new AppError('EXPIRY_IN_PAST', [{ field: 'expiry_date', key: 'images.expiry_in_past' }])
    const max = (await rules.read()).maxExpiryDays
    if (expiryDate > utcDate(new Date(today.getTime() + max * DAY_MS))) {
      throw new AppError('EXPIRY_TOO_FAR', [{ field: 'expiry_date', key: 'images.expiry_max_days', params: { max } }])
    }
  }

  /** An admin may require every new look to say whether it is an ad ("none" is a choice too). */
  async function disclosureOf(fields: UploadFields) {
    if (!fields.disclosure && (await rules.read()).requireDisclosure) {
      throw new AppError('DISCLOSURE_REQUIRED', [{ field: 'disclosure', key: 'images.disclosure_required' }])
    }
    const disclosure = fields.disclosure ?? 'none'
    return { disclosure, disclosureBrand: (disclosure === 'paid' && fields.disclosure_brand) || null }
  }

  /** A look goes public only with something for a screen reader to say (decision 0087). */
  function checkSayable(look: { description: string | null; altText: string | null }) {
    if (!look.description?.trim() && !look.altText?.trim()) {
      throw new AppError('ALT_TEXT_REQUIRED', [{ field: 'alt_text', key: 'images.alt_text_required' }])
    }
  }

  async function findVisible(actor: Actor, id: string) {
    const row = await repo.find(db, id, actor.id)
    if (!row) throw new AppError('IMAGE_NOT_FOUND')
    return row
  }

  /** A look a moderation decision removed is kept as it was for the complaint period: deletable, not changeable. */
  async function findEditable(actor: Actor, id: string) {
    const row = await findVisible(actor, id)
    if (await isRemoved(db, 'look', id)) throw new AppError('CONTENT_REMOVED')
    return row
  }

  /** `tags`: the rows' tags when the caller read them already (else one query here), oldest first. */
  async function serialize(rows: ImageRow[], prefetched?: TagPin[]): Promise<ImageJson[]> {
    const tags =
      prefetched ??
      (await repo.tagsFor(
        db,
        rows.map((r) => r.image.id),
      ))
    return rows.map((row) =>
      toJson(
        row,
        tags.filter((t) => t.imageId === row.image.id),
      ),
    )
  }

  async function withTags(row: ImageRow) {
    return toJson(row, await repo.tagsFor(db, [row.image.id]))
  }

  /**
   * The row goes first (in a transaction); its files are removed only once that committed. An
   * admin deleting another creator's image is audited in the same transaction.
   */
  async function remove(actor: Actor, id: string): Promise<void> {
    const deleted = await db.transaction(async (tx) => {
      const row = await repo.find(tx, id, actor.role === 'admin' ? null : actor.id)
      if (!row) throw new AppError('IMAGE_NOT_FOUND')
      if (row.image.userId !== actor.id) {
        await audit?.record(tx, {
          actorId: actor.id,
          action: 'image.delete',
          target: { id: row.image.userId, username: row.username },
          details: { image_id: id, category: row.image.category, description: row.image.description },
        })
      }
      return repo.delete(tx, id)
    })
    if (deleted) await deleteImageFiles(storage, [{ key: deleted.storageKey }, ...deleted.variants])
  }

  const service = {
    /**
     * Validates the fields first (cheap), then sniffs and processes the file. `aiGenerated`:
     * published from the AI studio (the public page labels it). `fields.draft` keeps the look off
     * every public page until `publish`; `createdAt` dates an imported look when it was posted.
     */
    async upload(
      actor: Actor,
      fields: UploadFields,
      file: Buffer,
      options: { aiGenerated?: boolean; createdAt?: Date } = {},
    ): Promise<ImageJson> {
      await checkExpiry(fields.expiry_date)
      const disclosure = await disclosureOf(fields)
      await sniffImage(file)
      const stored = await storeImageVariants(storage, file, 'images')
      try {
        const image = await repo.insert(db, {
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
          altText: fields.alt_text ?? null,
          publishedAt: fields.draft ? null : (options.createdAt ?? now()),
          createdAt: options.createdAt,
          aiGenerated: options.aiGenerated ?? false,
          ...disclosure,
        })
        const row = await repo.find(db, image.id, actor.id)
        if (!row) throw new AppError('INTERNAL')
        return toJson(row)
      } catch (error) {
        await deleteImageFiles(storage, stored.variants)
        throw error
      }
    },

    /**
     * A draft look from a photo's bytes (the Instagram import, the batch upload): the same checks
     * and pipeline as an upload; nothing public until `publish`. IMAGE_WORK_BUSY when the pool is full.
     */
    createDraft(actor: Actor, fields: Omit<UploadFields, 'draft'>, file: Buffer, options: { createdAt?: Date } = {}) {
      return service.upload(actor, { ...fields, draft: true }, file, options)
    },

    /** One own look (the look's page in the dashboard). */
    get: async (actor: Actor, id: string): Promise<ImageJson> => withTags(await findVisible(actor, id)),

    /** Puts an own draft on the public pages (again a no-op once published). */
    async publish(actor: Actor, id: string): Promise<ImageJson> {
      const row = await findEditable(actor, id)
      if (row.image.publishedAt) return withTags(row)
      checkSayable(row.image)
      const publishedAt = now()
      await repo.update(db, id, { publishedAt })
      return withTags({ ...row, image: { ...row.image, publishedAt } })
    },

    /** Changes a look's details; a published look keeps something for a screen reader to say. */
    async edit(actor: Actor, id: string, body: ImageEditBody): Promise<ImageJson> {
      const row = await findEditable(actor, id)
      if (body.expiry_date !== undefined && body.expiry_date !== row.image.expiryDate) await checkExpiry(body.expiry_date)
      const text = (v: string | undefined) => (v === undefined ? undefined : v || null)
      const values = {
        category: body.category,
        expiryDate: body.expiry_date,
        description: text(body.description),
        discount: text(body.discount),
        altText: text(body.alt_text),
      }
      const changed = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<typeof values>
      const image = { ...row.image, ...changed }
      if (image.publishedAt) checkSayable(image)
      if (Object.keys(changed).length > 0) await repo.update(db, id, changed)
      return withTags({ ...row, image })
    },

    /** A place for one upload in the image work (IMAGE_WORK_BUSY when full), taken before its body is read; returns the release. */
    admitUpload: () => imageWork.admit(),

    async list(actor: Actor, page: { limit: number; offset: number }): Promise<ImageJson[]> {
      return serialize(await repo.listOwned(db, actor.id, page))
    },

    /** The ids of a creator's looks that were public on some day of a UTC day range (the growth section's clicks per look). */
    liveDuring: (ownerId: string, range: { from: string; to: string }) => repo.liveDuring(db, ownerId, range),

    /** The one image serialization (URLs, variants, tags), also used by the public pages. */
    serialize,

    async setPinned(actor: Actor, id: string, pinned: boolean): Promise<ImageJson> {
      const row = await findEditable(actor, id)
      await repo.update(db, id, { pinned })
      return withTags({ ...row, image: { ...row.image, pinned } })
    },

    async setPremium(actor: Actor, id: string, isPremium: boolean): Promise<ImageJson> {
      const row = await findEditable(actor, id)
      await repo.update(db, id, { isPremium })
      return withTags({ ...row, image: { ...row.image, isPremium } })
    },

    async setDisclosure(actor: Actor, id: string, body: DisclosureBody): Promise<ImageJson> {
      const row = await findEditable(actor, id)
      const values = { disclosure: body.disclosure, disclosureBrand: body.disclosure_brand }
      await repo.update(db, id, values)
      return withTags({ ...row, image: { ...row.image, ...values } })
    },

    delete: remove,

    /** Admin moderation: any creator's image (the same delete, audited). */
    async adminDelete(actor: Actor, id: string): Promise<void> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      await remove(actor, id)
    },

    /** Admin "Manage Images": every image of one creator, expired ones too, newest first. */
    async listOfCreator(actor: Actor, userId: string): Promise<AdminImage[]> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const rows = await repo.listAllOf(db, userId)
      return rows.map((image) => {
        const smallest = image.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width)[0]
        return {
          id: image.id,
          thumbnail: storage.url(smallest?.key ?? image.storageKey),
          category: image.category,
          description: image.description,
          expiry_date: image.expiryDate,
          created_at: image.createdAt.toISOString(),
        }
      })
    },

    /** Upload rule settings the dashboard form needs (latest allowed expiry = today + this). */
    async uploadSettings() {
      const { maxExpiryDays, requireDisclosure } = await rules.read()
      return { max_expiry_days: maxExpiryDays, require_disclosure: requireDisclosure }
    },
  }
  return service
}

export type ImagesService = ReturnType<typeof createImagesService>
