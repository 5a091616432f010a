import { Icon } from './icon.tsx'

/**
 * A creator's photo, or their initial on a brand circle when there is none. Decorative: the name
 * is always written next to it. `size` (px) sets width/height so the page does not shift.
 */
export function Avatar({
  src,
  name,
  size,
  className = 'size-12 text-lg',
}: {
  src: string | null
  name: string
  size?: number
  className?: string
}) {
  if (src)
    return <img src={src} alt="" width={size} height={size} className={`shrink-0 rounded-full bg-zinc-100 object-cover ${className}`} />
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-accent-500 font-bold text-white uppercase ${className}`}
    >
      {name.slice(0, 1)}
    </span>
  )
}

/** The verified mark shown next to a creator's name once `badge_verified` is true. */
export function VerifiedMark({ label, className = 'size-5' }: { label: string; className?: string }) {
  return <Icon name="verified-badge" label={label} className={`shrink-0 text-sky-500 ${className}`} />
}
