import { z } from 'zod'
import { IMAGE_DESCRIPTION_MAX } from '../../../contract/images.ts'

/** Where Instagram's JSON export keeps the posts (older downloads, then newer ones), split in files of some hundred. */
const POSTS_FILE = /^(?:your_instagram_activity\/)?content\/posts_\d+\.json$/
const PHOTO = /\.(jpe?g|png|webp|heic|heif)$/i
const VIDEO = /\.(mp4|mov|m4v|webm|3gp)$/i

const Media = z.object({ uri: z.string(), creation_timestamp: z.number().optional(), title: z.string().optional() })
const Post = z.object({ media: z.array(Media).default([]), title: z.string().optional(), creation_timestamp: z.number().optional() })
/** One file holds a list of posts; a post's caption and date are on it, or on its single medium. */
export const PostsFile = z.array(Post)

export interface ArchivePhoto {
  /** The entry's name inside the archive. */
  entry: string
  caption: string | null
  takenAt: Date | null
}

export const isPostsFile = (name: string) => POSTS_FILE.test(name)

/**
 * Instagram writes non-ASCII text as its UTF-8 bytes, each escaped as a Latin-1 character
 * ("\u00c3\u00a9" for é). Text made only of such characters that forms valid UTF-8 is decoded;
 * anything else (already proper text) is kept as it is.
 */
export function decodeInstagramText(text: string): string {
  const codes = [...text].map((c) => c.codePointAt(0) ?? 0)
  if (!codes.some((c) => c >= 0x80) || codes.some((c) => c > 0xff)) return text
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'latin1'))
  } catch {
    return text
  }
}

/** A caption as a look's description: decoded, on one line's worth of space, cut at the limit (by characters, not halves of emoji). */
export function captionOf(text: string | undefined): string | null {
  const decoded = decodeInstagramText(text ?? '').trim()
  if (!decoded) return null
  const chars = [...decoded]
  return chars.length <= IMAGE_DESCRIPTION_MAX
    ? decoded
    : `${chars
        .slice(0, IMAGE_DESCRIPTION_MAX - 1)
        .join('')
        .trimEnd()}…`
}

/** A media `uri` as an archive entry name; null for one that points outside the archive. */
export function entryNameOf(uri: string): string | null {
  const name = uri.replace(/^\.\//, '')
  if (!name || name.startsWith('/') || name.includes('\\') || /^[a-z]+:/i.test(name) || name.split('/').includes('..')) return null
  return name
}

/** The photos of the posts' files (videos counted, other media left out), oldest first. */
export function photosOf(files: z.infer<typeof PostsFile>[]) {
  const photos: ArchivePhoto[] = []
  const unsafe: string[] = []
  let videos = 0
  for (const post of files.flat()) {
    for (const media of post.media) {
      const entry = entryNameOf(media.uri)
      if (entry === null) {
        unsafe.push(media.uri)
        continue
      }
      if (VIDEO.test(entry)) videos++
      else if (PHOTO.test(entry)) {
        const seconds = media.creation_timestamp ?? post.creation_timestamp
        const caption = post.title || media.title
        photos.push({ entry, caption: captionOf(caption), takenAt: seconds ? new Date(seconds * 1000) : null })
      }
    }
  }
  photos.sort((a, b) => (a.takenAt?.getTime() ?? 0) - (b.takenAt?.getTime() ?? 0))
  return { photos, videos, unsafe }
}
