/**
 * A creator's photo, or their initial on a brand circle when there is none. Decorative: the name
 * is always written next to it.
 */
export function CreatorAvatar({ src, name, className = 'size-16 text-2xl' }: { src: string | null; name: string; className?: string }) {
  if (src)
    return <img src={src} alt="" width={160} height={160} className={`shrink-0 rounded-full bg-zinc-100 object-cover ${className}`} />
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand-500 to-accent-500 font-bold text-white uppercase ${className}`}
    >
      {name.slice(0, 1)}
    </span>
  )
}

/** The verified mark next to a creator's name, with an accessible label. */
export function VerifiedMark({ label, className = 'size-5' }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" role="img" aria-label={label} className={`shrink-0 text-sky-500 ${className}`} fill="currentColor">
      <title>{label}</title>
      <path
        fillRule="evenodd"
        d="M8.6 3.8A4.5 4.5 0 0 1 12 2.25a4.5 4.5 0 0 1 3.4 1.55 4.5 4.5 0 0 1 3.5 1.3 4.5 4.5 0 0 1 1.3 3.5A4.5 4.5 0 0 1 21.75 12a4.5 4.5 0 0 1-1.55 3.4 4.5 4.5 0 0 1-1.3 3.5 4.5 4.5 0 0 1-3.5 1.3A4.5 4.5 0 0 1 12 21.75a4.5 4.5 0 0 1-3.4-1.55 4.5 4.5 0 0 1-3.5-1.3 4.5 4.5 0 0 1-1.3-3.5A4.5 4.5 0 0 1 2.25 12a4.5 4.5 0 0 1 1.55-3.4 4.5 4.5 0 0 1 1.3-3.5 4.5 4.5 0 0 1 3.5-1.3Zm7 6.39a.75.75 0 1 0-1.22-.87l-3.24 4.53-1.6-1.63a.75.75 0 0 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.1l3.75-5.24Z"
        clipRule="evenodd"
      />
    </svg>
  )
}
