/** A product's first image as a small square, or a grey square of the same size when it has none. */
export function Thumbnail({ src, className }: { src: string | null | undefined; className: string }) {
  return src ? (
    <img src={src} alt="" className={`${className} shrink-0 rounded-xl object-cover`} />
  ) : (
    <span className={`${className} shrink-0 rounded-xl bg-zinc-100`} />
  )
}
