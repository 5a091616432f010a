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

/** The largest stored variant: its size is the photo's aspect ratio when the image has none. */
export function largestVariant(image: Pick<ImageJson, 'variants'>): Variant | undefined {
  return image.variants.reduce<Variant | undefined>((a, v) => (!a || v.width > a.width ? v : a), undefined)
}

/**
 * An uploaded photo as a responsive `<picture>`: WebP variants with a JPEG fallback, both as
 * `srcset` so the browser picks the size `sizes` asks for; width/height reserve the box before it
 * loads (no layout shift) and the tiny placeholder shows blurred underneath meanwhile. Used by
 * the dashboard and the public pages, so both load photos the same way.
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
  const jpeg = srcSet(image.variants, 'jpeg')
  const webp = srcSet(image.variants, 'webp')
  // The page's main photo is fetched from <head>, ahead of the scripts, not when the parser reaches
  // it deep in the body; React leaves photos inside <picture> alone, so it is said here. The same
  // srcset and sizes as the <source> below, so the browser picks the same file (decision 0036).
  if (priority === 'high' && webp)
    preload(largest?.url ?? image.url, { as: 'image', imageSrcSet: webp, imageSizes: sizes, type: 'image/webp', fetchPriority: 'high' })
  return (
    <picture>
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        data-photo="true"
        src={largest?.url ?? image.url}
        srcSet={jpeg || undefined}
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
    </picture>
  )
}
