import { type ImageJson, imagesApi } from '../../../contract/images.ts'
import { call } from '../../lib/api.ts'

/** Pages read at most while looking for a just-published post (pinned posts come first). */
const MAX_PAGES = 4
const PAGE = 50

/**
 * The creator's own post as the tag editor needs it. The images API lists pinned posts first and
 * then the newest, so a new post is on the first page unless many posts are pinned.
 */
export async function findOwnImage(imageId: string): Promise<ImageJson | null> {
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await call(imagesApi.list, { query: { limit: PAGE, offset: page * PAGE } })
    if (!result.ok) return null
    const found = result.data.find((image) => image.id === imageId)
    if (found) return found
    if (result.data.length < PAGE) return null
  }
  return null
}
