import { useBrand, useSite } from '../lib/use-site.ts'

/** The operator's uploaded logo (its name as the text alternative), else the software's mark and the platform's name. */
export function Logo({ className = '' }: { className?: string }) {
  const { name } = useSite().identity
  const { logo } = useBrand()
  if (logo) {
    return (
      <span className={`inline-flex items-center ${className}`}>
        <img src={logo} alt={name} className="h-8 w-auto max-w-48 object-contain" />
      </span>
    )
  }
  return (
    <span className={`inline-flex items-center gap-2 font-extrabold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path d="M10 8v13h5M18 11h7M21.5 11v12" stroke="white" strokeWidth="3" strokeLinecap="round" fill="none" />
        <circle cx="24.5" cy="7.5" r="2.5" className="fill-accent-500" />
      </svg>
      <span dir="auto">{name}</span>
    </span>
  )
}
