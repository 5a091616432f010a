import { Icon } from './icon.tsx'

/** Simple generic glyphs for the social networks (not the networks' logos). */
const SOCIAL_PATHS: Record<string, string> = {
  facebook: 'M14 8h2.5V4.5H14A4 4 0 0010 8.5V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 01.5-1z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2a1 1 0 100 2 1 1 0 000-2z',
  tiktok: 'M14 3h3a4 4 0 004 4v3a7 7 0 01-4-1.3V15a6 6 0 11-6-6v3.2a2.8 2.8 0 102.9 2.8V3z',
  youtube: 'M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zm7.5 1.5v5l4.5-2.5z',
}

export function SocialIcon({ network, className = 'size-6' }: { network: string; className?: string }) {
  return <Icon path={SOCIAL_PATHS[network] ?? ''} variant="fill-evenodd" className={className} />
}
