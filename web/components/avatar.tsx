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
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={label} className={`shrink-0 text-sky-500 ${className}`} fill="currentColor">
      <title>{label}</title>
      <path
        fillRule="evenodd"
        d="M8.603 3.799A4.49 4.49 0 0 1 12 2.25c1.357 0 2.573.6 3.397 1.549a4.49 4.49 0 0 1 3.498 1.307 4.491 4.491 0 0 1 1.307 3.497A4.49 4.49 0 0 1 21.75 12a4.49 4.49 0 0 1-1.549 3.397 4.491 4.491 0 0 1-1.307 3.497 4.491 4.491 0 0 1-3.497 1.307A4.49 4.49 0 0 1 12 21.75a4.49 4.49 0 0 1-3.397-1.549 4.49 4.49 0 0 1-3.498-1.306 4.491 4.491 0 0 1-1.307-3.498A4.49 4.49 0 0 1 2.25 12c0-1.357.6-2.573 1.549-3.397a4.49 4.49 0 0 1 1.307-3.497 4.49 4.49 0 0 1 3.497-1.307Zm7.007 6.387a.75.75 0 1 0-1.22-.872l-3.236 4.53L9.53 12.22a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.094l3.75-5.25Z"
        clipRule="evenodd"
      />
    </svg>
  )
}
