import type { TagCreate, TagUpdate, Tag as TagView } from '../../../contract/tags.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Tag } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { type PublicLinkRule, publicLinkRule } from '../../lib/public-link.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import { TAG_PRODUCT_READ } from '../link-health/products/tag-products.service.ts'
import { isRemoved } from '../moderation/enforcement.ts'
import type { Actor } from '../users/users.service.ts'
import { NO_PRODUCT, productColumns, productView } from './tag-product-fields.ts'
import { createTagsRepository, type TagsRepository } from './tags.repository.ts'

export interface TagsDeps {
  db: Database
  repo?: TagsRepository
  audit?: AuditRecorder
  /** Refuses links to private hosts (production); none by default. */
  publicLink?: PublicLinkRule
  /** Where the product pictures are (their URLs, and removing one whose tag went). */
  storage?: Pick<StoragePort, 'url' | 'delete'>
  /** Reads a saved tag's product page in the background (link-health's TAG_PRODUCT_READ). */
  jobs?: Pick<JobQueue, 'send'>
}

/**
 * Shoppable tags on a creator's images. Only the image's owner reads and edits them here (public
 * pages get tags with the images); admins may also read and delete. Anyone else gets 404, never
 * 403, so ids cannot be probed.
 */
export function createTagsService({
  db,
  repo = createTagsRepository(),
  audit,
  publicLink = publicLinkRule(false),
  storage,
  jobs,
}: TagsDeps) {
  const toView = (tag: Tag): TagView => ({
    id: tag.id,
    image_id: tag.imageId,
    x_percent: tag.xPercent,
    y_percent: tag.yPercent,
    link: tag.link,
    product: productView(tag, storage),
  })
  /** The page is read after the tag is saved (never blocking the save); a failed read leaves the fields as they are. */
  const readProduct = (tx: Executor, tagId: string) => jobs?.send(TAG_PRODUCT_READ, { tag_id: tagId }, { tx })
  /** A picture goes once its row no longer points at it; a failure leaves it to the tag-picture sweep. */
  const dropPicture = async (key: string | null | undefined) => {
    if (key) await storage?.delete(key).catch(() => undefined)
  }

  async function assertCanSee(actor: Actor, imageId: string) {
    const owner = await repo.imageOwner(db, imageId)
    if (!owner || (owner !== actor.id && actor.role !== 'admin')) throw new AppError('IMAGE_NOT_FOUND')
  }

  return {
    /** The link of each of the creator's own tags among `ids` (the growth section's top tags). */
    async ownLinks(ownerId: string, ids: string[]): Promise<Map<string, string>> {
      const rows = await repo.linksOwned(db, ownerId, ids)
      return new Map(rows.map((r) => [r.id, r.link]))
    },
    async list(actor: Actor, imageId: string): Promise<TagView[]> {
      await assertCanSee(actor, imageId)
      return (await repo.listForImage(db, imageId)).map(toView)
    },

    async add(actor: Actor, input: TagCreate): Promise<TagView> {
      const owner = await repo.imageOwner(db, input.image_id)
      if (owner !== actor.id) throw new AppError('IMAGE_NOT_FOUND')
      if (await isRemoved(db, 'look', input.image_id)) throw new AppError('CONTENT_REMOVED')
      publicLink('link', input.link)
      const tag = await db.transaction(async (tx) => {
        const tag = await repo.insert(tx, {
          imageId: input.image_id,
          xPercent: input.x_percent,
          yPercent: input.y_percent,
          link: input.link,
          ...(input.product ? productColumns(input.product) : {}),
        })
        await readProduct(tx, tag.id)
        return tag
      })
      return toView(tag)
    },

    /** A new link drops what was read from the old page (and its picture) unless the product comes with it. */
    async update(actor: Actor, id: string, input: TagUpdate): Promise<TagView> {
      publicLink('link', input.link)
      const { tag, dropped } = await db.transaction(async (tx) => {
        const before = await repo.findOwned(tx, actor.id, id)
        if (!before) throw new AppError('TAG_NOT_FOUND')
        // A removed tag link, or a tag on a removed look, stays as the decision found it.
        if ((await isRemoved(tx, 'tag_link', id)) || (await isRemoved(tx, 'look', before.imageId))) throw new AppError('CONTENT_REMOVED')
        const newLink = input.link !== undefined && input.link !== before.link
        const tag = await repo.updateOwned(tx, actor.id, id, {
          ...(input.link !== undefined ? { link: input.link } : {}),
          ...(input.x_percent !== undefined ? { xPercent: input.x_percent } : {}),
          ...(input.y_percent !== undefined ? { yPercent: input.y_percent } : {}),
          ...(newLink ? NO_PRODUCT : {}),
          ...(input.product ? productColumns(input.product) : {}),
        })
        if (!tag) throw new AppError('TAG_NOT_FOUND')
        if (newLink) await readProduct(tx, id)
        return { tag, dropped: newLink ? before.productImageKey : null }
      })
      await dropPicture(dropped)
      return toView(tag)
    },

    /** The owner deletes their tag; an admin may delete any, and that moderation is audited with it. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (actor.role !== 'admin') {
        const deleted = await repo.deleteOwned(db, actor.id, id)
        if (!deleted) throw new AppError('TAG_NOT_FOUND')
        return dropPicture(deleted.pictureKey)
      }
      const deleted = await db.transaction(async (tx) => {
        const found = await repo.findWithOwner(tx, id)
        if (!found) throw new AppError('TAG_NOT_FOUND')
        if (found.ownerId !== actor.id) {
          await audit?.record(tx, {
            actorId: actor.id,
            action: 'tag.delete',
            target: { id: found.ownerId, username: found.ownerUsername },
            details: { tag_id: id, image_id: found.tag.imageId, link: found.tag.link },
          })
        }
        return repo.deleteOwned(tx, null, id)
      })
      await dropPicture(deleted?.pictureKey)
    },
  }
}

export type TagsService = ReturnType<typeof createTagsService>
