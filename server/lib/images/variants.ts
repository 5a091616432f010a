import { randomUUID } from 'node:crypto'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'
import type { ImageVariant, StoredImage } from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import { imageWork } from './work-pool.ts'

/** Responsive widths; a variant is only made when the source is wider, plus one at the source's own width (at most the largest). */
export const VARIANT_WIDTHS = [320, 640, 1080] as const
/** Upper bound on decoded pixels, so a tiny "decompression bomb" file cannot exhaust memory. */
export const MAX_INPUT_PIXELS = 40_000_000
/**
 * What each rendition is encoded as. AVIF is what pages show (fewer bytes than WebP at the same
 * look); WebP serves browsers without AVIF; JPEG serves link previews, e-mails and the oldest
 * browsers (decision 0048). AVIF at effort 2: several times faster than the default effort for a
 * few more bytes (docs/performance.md "Image pipeline"). Listed last, the JPEG of the largest width is the stored key.
 */
const ENCODINGS = {
  avif: { ext: 'avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }) },
  webp: { ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 80 }) },
  // libjpeg-turbo with optimised Huffman tables: much faster than mozjpeg's trellis, for slightly
  // larger files.
  jpeg: { ext: 'jpg', encode: (image: Sharp) => image.jpeg({ quality: 82, progressive: true, optimiseCoding: true }) },
} as const satisfies Record<ImageVariant['format'], unknown>
const FORMATS = Object.keys(ENCODINGS) as ImageVariant['format'][]

/** Formats a creator may upload, as sharp names them (`heif` covers HEIC and AVIF). */
export const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])

/**
 * Checks an upload by its bytes, before anything is decoded: the container must be one of
 * `accepted` (never the file name or the browser's type) and the declared size must stay under
 * MAX_INPUT_PIXELS, so a 20,000 × 20,000 PNG is refused without inflating it.
 */
export async function sniffImage(input: Buffer, accepted: ReadonlySet<string> = UPLOAD_FORMATS) {
  let meta: Metadata
  try {
    // limitInputPixels: false so an oversized header still reads and gets the precise error.
    meta = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('IMAGE_UNSUPPORTED')
  }
  if (!meta.format || !accepted.has(meta.format)) throw new AppError('IMAGE_UNSUPPORTED')
  if (!meta.width || !meta.height) throw new AppError('IMAGE_CORRUPT')
  if (meta.width * meta.height > MAX_INPUT_PIXELS || (meta.pages ?? 1) > 1) throw new AppError('IMAGE_TOO_LARGE')
  return { format: meta.format, width: meta.width, height: meta.height }
}

/**
 * Turns an image into what the app serves: auto-rotated, every bit of metadata (EXIF, GPS, ICC
 * comments) dropped by re-encoding, AVIF + WebP + JPEG at a few widths, and a tiny blurred placeholder.
 * The original bytes are never stored. The source is decoded once, already shrunk to the largest
 * variant (JPEG shrink-on-load), into raw pixels every variant is cut from. When anything fails,
 * the files already written are removed again, so a failed upload leaves nothing behind; a
 * damaged or undecodable file fails as IMAGE_CORRUPT. Runs in the image-work pool (IMAGE_WORK_BUSY
 * when it is full). `formats` narrows the renditions for a caller that keeps only some.
 */
export function storeImageVariants(
  storage: StoragePort,
  input: Buffer,
  prefix: string,
  formats: readonly ImageVariant['format'][] = FORMATS,
) {
  return imageWork.run(() => processImage(storage, input, prefix, formats))
}

async function processImage(
  storage: StoragePort,
  input: Buffer,
  prefix: string,
  formats: readonly ImageVariant['format'][],
): Promise<StoredImage & { width: number; height: number }> {
  const largest = VARIANT_WIDTHS.at(-1) as number
  let decoded: { data: Buffer; info: OutputInfo }
  let size: { width: number; height: number }
  let format: string | undefined
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
    format = meta.format
    size = meta.autoOrient ?? { width: meta.width, height: meta.height }
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (error instanceof AppError) throw error
    // A HEIC this libvips build cannot decode (HEVC needs a codec the prebuilt binaries lack).
    throw new AppError(format === 'heif' ? 'IMAGE_UNSUPPORTED' : 'IMAGE_CORRUPT', undefined, { cause: error })
  }
  const { info } = decoded
  const fromPixels = pixelSource(decoded)
  const folder = `${prefix}/${randomUUID()}`
  // The standard widths below the source's, plus the source's own width (capped at the largest),
  // so an 800 px portrait is also served at 800 px rather than only at 640.
  const widths: number[] = [...VARIANT_WIDTHS.filter((w) => w < info.width), info.width]
  const variants: ImageVariant[] = []
  try {
    const encodeOne = async (width: number, format: ImageVariant['format']) => {
      const { ext, encode } = ENCODINGS[format]
      const { data, info: out } = await encode(fromPixels().resize({ width, withoutEnlargement: true })).toBuffer({
        resolveWithObject: true,
      })
      const key = `${folder}/w${width}.${ext}`
      return { data, variant: { key, width: out.width, height: out.height, format, bytes: data.length } satisfies ImageVariant }
    }
    // Encodes run side by side (each is mostly single-threaded), except the AVIF ones, one after
    // another: each holds tens of MB of encoder state. Writes follow, in a fixed order.
    let avifTurn: Promise<unknown> = Promise.resolve()
    const jobs = widths.flatMap((width) =>
      formats.map((format) => {
        if (format !== 'avif') return encodeOne(width, format)
        const job = avifTurn.then(() => encodeOne(width, format))
        avifTurn = job.catch(() => undefined)
        return job
      }),
    )
    const [encoded, tiny] = await Promise.all([
      Promise.all(jobs),
      fromPixels().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer(),
    ])
    for (const { data, variant } of encoded) {
      variants.push(variant)
      await storage.put(variant.key, data, `image/${variant.format}`)
    }
    return {
      key: variants.at(-1)?.key ?? folder,
      width: size.width,
      height: size.height,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    }
  } catch (error) {
    await deleteImageFiles(storage, variants)
    throw error
  }
}

/**
 * The renditions of a photo stored before AVIF existed, with an AVIF one next to each WebP one
 * (same folder and width), cut from its largest WebP. Writes the new files and returns the whole
 * list, or null when there is nothing to add; throws when that WebP is missing (and removes what
 * it wrote when an encode or write fails). Keys follow from the WebP ones, so a retry writes the
 * same files again. Runs in the image-work pool, like an upload.
 */
export function withAvifRenditions(storage: StoragePort, variants: readonly ImageVariant[]) {
  return imageWork.run(async (): Promise<ImageVariant[] | null> => {
    const webp = variants.filter((v) => v.format === 'webp' && !variants.some((a) => a.format === 'avif' && a.width === v.width))
    const source = [...webp].sort((a, b) => b.width - a.width)[0]
    if (!source) return null
    const input = await storage.get(source.key)
    if (!input) throw new Error(`${source.key} is missing from storage`)
    // Decoded once; every width is cut from the same pixels, as in the pipeline.
    const fromPixels = pixelSource(await sharp(input).raw().toBuffer({ resolveWithObject: true }))
    const added = new Map<ImageVariant, ImageVariant>()
    try {
      for (const variant of webp) {
        const { data, info } = await ENCODINGS.avif
          .encode(fromPixels().resize({ width: variant.width, withoutEnlargement: true }))
          .toBuffer({ resolveWithObject: true })
        const key = variant.key.replace(/\.webp$/, `.${ENCODINGS.avif.ext}`)
        await storage.put(key, data, 'image/avif')
        added.set(variant, { key, width: info.width, height: info.height, format: 'avif', bytes: data.length })
      }
    } catch (error) {
      await deleteImageFiles(storage, [...added.values()])
      throw error
    }
    // In the pipeline's order: each width's AVIF ahead of its WebP.
    return variants.flatMap((v) => {
      const avif = added.get(v)
      return avif ? [avif, v] : [v]
    })
  })
}

/** A new sharp pipeline over decoded raw pixels, for each rendition cut from them. */
function pixelSource({ data, info }: { data: Buffer; info: OutputInfo }) {
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
}

/** Removes every stored rendition; missing files are fine (a retry after a partial delete). */
export async function deleteImageFiles(storage: StoragePort, variants: readonly Pick<ImageVariant, 'key'>[]) {
  await Promise.allSettled(variants.map((v) => storage.delete(v.key)))
}
