import { randomUUID } from 'node:crypto'
import { storeReencodedImage } from '../../lib/images/reencode.ts'
import type { StoragePort } from '../../ports/storage/index.ts'

const AVATAR_SIZE = 512

/** An avatar: cropped square around what draws the eye, stored as WebP. Returns its storage key. */
export function storeAvatar(storage: StoragePort, input: Buffer, userId: string): Promise<string> {
  return storeReencodedImage(storage, input, {
    key: `avatars/${userId}/${randomUUID()}.webp`,
    contentType: 'image/webp',
    encode: (image) => image.resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }),
  })
}
