import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/icon.tsx'
import type { ProfileView } from './view-types.ts'

/**
 * "Get in touch": a button that reveals the creator's public email as a mailto link. Hidden
 * behind a click so the address is not the first thing scrapers see; absent without an email.
 */
export function GetInTouch({
  email,
  className = '',
  linkClassName = 'text-brand-700',
}: {
  email: string | null
  className?: string
  linkClassName?: string
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  if (!email) return null
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="creator-email"
        onClick={() => setOpen((v) => !v)}
        className={`min-h-11 rounded-full px-5 text-sm font-semibold focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none ${className}`}
      >
        {t('public.profile.get_in_touch')}
      </button>
      <p id="creator-email" hidden={!open}>
        <a href={`mailto:${email}`} dir="ltr" className={`font-semibold break-all underline underline-offset-2 ${linkClassName}`}>
          {email}
        </a>
      </p>
    </div>
  )
}

const NETWORKS = [
  {
    key: 'instagram',
    name: 'Instagram',
    path: 'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8ZM17.3 5.6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM7.8 2h8.4A5.8 5.8 0 0 1 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8A5.8 5.8 0 0 1 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2Zm0 1.6a4.2 4.2 0 0 0-4.2 4.2v8.4a4.2 4.2 0 0 0 4.2 4.2h8.4a4.2 4.2 0 0 0 4.2-4.2V7.8a4.2 4.2 0 0 0-4.2-4.2H7.8Z',
  },
  {
    key: 'facebook',
    name: 'Facebook',
    path: 'M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1a23 23 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.3H7.3v3.2h2.8V22h3.4Z',
  },
  {
    key: 'tiktok',
    name: 'TikTok',
    path: 'M16.6 2h-3.3v13.4a2.9 2.9 0 1 1-2-2.8V9.2a6.2 6.2 0 1 0 5.3 6.2V8.6a7.6 7.6 0 0 0 4.4 1.4V6.7a4.4 4.4 0 0 1-4.4-4.4V2Z',
  },
] as const

/** Instagram, Facebook and TikTok links (the loader has already dropped any that are not http(s)). */
export function SocialLinks({
  profile,
  tone = 'light',
}: {
  profile: Pick<ProfileView, 'instagram' | 'facebook' | 'tiktok'>
  tone?: 'light' | 'dark'
}) {
  const { t } = useTranslation()
  const links = NETWORKS.flatMap((n) => {
    const href = profile[n.key]
    return href ? [{ ...n, href }] : []
  })
  if (links.length === 0) return null
  return (
    <ul aria-label={t('public.profile.social_label')} className="flex gap-2">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer me"
            className={`grid size-11 place-items-center rounded-full transition focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none ${tone === 'dark' ? 'bg-white/15 text-white hover:bg-white/25' : 'bg-zinc-100 text-zinc-800 hover:bg-zinc-200'}`}
          >
            <Icon path={link.path} variant="fill" className="size-5" />
            <span className="sr-only">{t('public.profile.social_link', { network: link.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
