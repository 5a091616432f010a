import { preload } from 'react-dom'
import type { ImageJson } from '../../../contract/images.ts'

type PictureImage = Pick<ImageJson, 'url' | 'variants' | 'placeholder' | 'width' | 'height'>
type Variant = ImageJson['variants'][number]

function srcSet(variants: Variant[], format: Variant['format']) {
  return variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ')
}

/**
 * The variants a page shows: the WebP ones, or the JPEG ones of a photo without WebP (decision
 * 0041). Loaders send only these, so the other format does not ride along in every page's data.
 */
export function shownVariants<V extends Pick<Variant, 'format'>>(variants: V[]): V[] {
  const webp = variants.filter((v) => v.format === 'webp')
  return webp.length ? webp : variants.filter((v) => v.format === 'jpeg')
}

/** The largest stored variant: its size is the photo's aspect ratio when the image has none. */
export function largestVariant(image: Pick<ImageJson, 'variants'>): Variant | undefined {
  return image.variants.reduce<Variant | undefined>((a, v) => (!a || v.width > a.width ? v : a), undefined)
}

/**
 * An uploaded photo as a responsive `<img>`: its WebP variants as `srcset`, so the browser picks
 * the size `sizes` asks for (every browser in use decodes WebP; the stored JPEG variants serve
 * link previews and e-mails, and photos that have no WebP variant — decision 0041); width/height
 * reserve the box before it loads (no layout shift) and the tiny placeholder shows blurred
 * underneath meanwhile. Used by the dashboard and the public pages, so both load photos the same way.
 */
export function ResponsivePicture({
  image,
  alt,
  sizes,
  priority = 'lazy',
  className = '',
}: {
  image: PictureImage
  alt: string
  sizes: string
  /** `high`: the page's main image (eager, fetchpriority high); `eager`: above the fold; else lazy. */
  priority?: 'high' | 'eager' | 'lazy'
  className?: string
}) {
  const largest = largestVariant(image)
  const width = image.width ?? largest?.width ?? 800
  const height = image.height ?? largest?.height ?? 1000
  const shown = shownVariants(image.variants)
  const format = shown[0]?.format ?? 'jpeg'
  const set = srcSet(shown, format)
  const src = largestVariant({ variants: shown })?.url ?? image.url
  // The page's main photo is fetched from <head>, ahead of the scripts, not when the parser reaches
  // it deep in the body: the same srcset and sizes as the <img>, so the browser picks the same file
  // (decision 0036).
  if (priority === 'high' && set)
    preload(src, { as: 'image', imageSrcSet: set, imageSizes: sizes, type: `image/${format}`, fetchPriority: 'high' })
  return (
    <img
      data-photo="true"
      src={src}
      srcSet={set || undefined}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'lazy' ? 'async' : undefined}
      draggable={false}
      style={image.placeholder ? { backgroundImage: `url(${image.placeholder})` } : undefined}
      className={`block h-auto w-full bg-zinc-100 bg-cover bg-center ${className}`}
    />
  )
}
