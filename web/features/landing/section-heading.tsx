import type { ReactNode } from 'react'

/** Eyebrow, h2 and an optional lead paragraph, shared by the landing sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  center = false,
  tone = 'light',
}: {
  id: string
  eyebrow?: string
  title: string
  children?: ReactNode
  center?: boolean
  tone?: 'light' | 'dark'
}) {
  const dark = tone === 'dark'
  return (
    <div className={`max-w-2xl ${center ? 'mx-auto text-center' : ''}`}>
      {eyebrow && <p className={`text-sm font-bold tracking-wide uppercase ${dark ? 'text-brand-200' : 'text-brand-700'}`}>{eyebrow}</p>}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-zinc-900'}`}
      >
        {title}
      </h2>
      {children && <p className={`mt-4 text-lg text-pretty ${dark ? 'text-brand-100' : 'text-zinc-600'}`}>{children}</p>}
    </div>
  )
}
