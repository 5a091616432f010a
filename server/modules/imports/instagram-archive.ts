import { IMAGE_MAX_BYTES } from '../../../contract/images.ts'
import { IMPORT_MAX_JSON_BYTES, IMPORT_MAX_PHOTOS } from '../../../contract/imports.ts'
import { AppError } from '../../errors.ts'
import { type ArchivePhoto, isPostsFile, PostsFile, photosOf } from './instagram-posts.ts'
import { assertSafeRatio, openZip } from './zip-reader.ts'

const fileError = (code: 'IMPORT_MEDIA_MISSING' | 'IMPORT_MEDIA_TOO_LARGE', entry: string) =>
  new AppError(code, [{ field: entry, key: `imports.errors.${code === 'IMPORT_MEDIA_MISSING' ? 'media_missing' : 'media_too_large'}` }], {
    params: { file: entry },
  })

/**
 * An Instagram data download (JSON format), checked before anything is imported: its posts'
 * files read and parsed, every photo they name present and within the upload's size, none
 * pointing outside the archive. Only those entries are ever inflated.
 */
export async function openInstagramArchive(path: string) {
  const zip = await openZip(path)
  try {
    const postsFiles = [...zip.entries.keys()].filter(isPostsFile).sort()
    if (postsFiles.length === 0) throw new AppError('IMPORT_NOT_INSTAGRAM')
    let jsonBytes = 0
    const parsed = []
    for (const name of postsFiles) {
      const entry = zip.entries.get(name)!
      jsonBytes += entry.uncompressedSize
      if (jsonBytes > IMPORT_MAX_JSON_BYTES) throw new AppError('IMPORT_ARCHIVE_TOO_LARGE')
      const text = (await zip.read(entry, IMPORT_MAX_JSON_BYTES)).toString('utf8')
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw new AppError('IMPORT_NOT_INSTAGRAM')
      }
      const posts = PostsFile.safeParse(json)
      if (!posts.success) throw new AppError('IMPORT_NOT_INSTAGRAM')
      parsed.push(posts.data)
    }
    const { photos, videos, unsafe } = photosOf(parsed)
    if (unsafe.length > 0) throw new AppError('IMPORT_ARCHIVE_UNSAFE')
    if (photos.length === 0) throw new AppError('IMPORT_NO_PHOTOS', undefined, { params: { videos } })
    if (photos.length > IMPORT_MAX_PHOTOS) throw new AppError('IMPORT_TOO_MANY_PHOTOS', undefined, { params: { max: IMPORT_MAX_PHOTOS } })
    for (const photo of photos) {
      const entry = zip.entries.get(photo.entry)
      if (!entry) throw fileError('IMPORT_MEDIA_MISSING', photo.entry)
      if (entry.uncompressedSize > IMAGE_MAX_BYTES) throw fileError('IMPORT_MEDIA_TOO_LARGE', photo.entry)
      assertSafeRatio(entry)
    }
    return {
      photos,
      videos,
      /** One photo's bytes (the caller reads them one at a time). */
      read: (photo: ArchivePhoto) => zip.read(zip.entries.get(photo.entry)!, IMAGE_MAX_BYTES),
      close: zip.close,
    }
  } catch (error) {
    zip.close()
    throw error
  }
}

export type InstagramArchive = Awaited<ReturnType<typeof openInstagramArchive>>
