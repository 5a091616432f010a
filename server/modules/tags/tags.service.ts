import type { TagCreate, TagUpdate, Tag as TagView } from '../../../contract/tags.ts'
import type { Database } from '../../db/client.ts'
import type { Tag } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import { type PublicLinkRule, publicLinkRule } from '../../lib/public-link.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createTagsRepository, type TagsRepository } from './tags.repository.ts'

export interface TagsDeps {
  db: Database
  repo?: TagsRepository
  audit?: AuditRecorder
  /** Refuses links to private hosts (production); none by default. */
  publicLink?: PublicLinkRule
}

function toView(tag: Tag): TagView {
  return { id: tag.id, image_id: tag.imageId, x_percent: tag.xPercent, y_percent: tag.yPercent, link: tag.link }
}

/**
 * Shoppable tags on a creator's images. Only the image's owner reads and edits them here (public
 * pages get tags with the images); admins may also read and delete. Anyone else gets 404, never
 * 403, so ids cannot be probed.
 */
export function createTagsService({ db, repo = createTagsRepository(), audit, publicLink = publicLinkRule(false) }: TagsDeps) {
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
      publicLink('link', input.link)
      const tag = await repo.insert(db, { imageId: input.image_id, xPercent: input.x_percent, yPercent: input.y_percent, link: input.link })
      return toView(tag)
    },

    async update(actor: Actor, id: string, input: TagUpdate): Promise<TagView> {
      publicLink('link', input.link)
      const tag = await repo.updateOwned(db, actor.id, id, {
        ...(input.link !== undefined ? { link: input.link } : {}),
        ...(input.x_percent !== undefined ? { xPercent: input.x_percent } : {}),
        ...(input.y_percent !== undefined ? { yPercent: input.y_percent } : {}),
      })
      if (!tag) throw new AppError('TAG_NOT_FOUND')
      return toView(tag)
    },

    /** The owner deletes their tag; an admin may delete any, and that moderation is audited with it. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (actor.role !== 'admin') {
        if (!(await repo.deleteOwned(db, actor.id, id))) throw new AppError('TAG_NOT_FOUND')
        return
      }
      await db.transaction(async (tx) => {
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
        await repo.deleteOwned(tx, null, id)
      })
    },
  }
}

export type TagsService = ReturnType<typeof createTagsService>
