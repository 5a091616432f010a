import { Icon } from '../../components/icon.tsx'

/** The landing page's own glyph tables, drawn through the shared <Icon>. */
const SERVICE_PATHS: Record<string, string> = {
  outfit:
    'M12 3l1.6 4.4L18 9l-4.4 1.6L12 15l-1.6-4.4L6 9l4.4-1.6zM5 16l.8 2.2L8 19l-2.2.8L5 22l-.8-2.2L2 19l2.2-.8zM18.5 15l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z',
  shop: 'M4 8h16l-1.2 11.2a2 2 0 01-2 1.8H7.2a2 2 0 01-2-1.8zM8.5 8V6.5a3.5 3.5 0 017 0V8',
  invoicing: 'M7 3h7l4 4v13a1 1 0 01-1 1H7a1 1 0 01-1-1V4a1 1 0 011-1zM14 3v4h4M9 12h6M9 16h4',
  growth: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  collab: 'M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM2.5 20a5.5 5.5 0 0111 0M10.5 20a5.5 5.5 0 0111 0',
}

export function ServiceIcon({ name, className = 'size-5' }: { name: string; className?: string }) {
  return <Icon path={SERVICE_PATHS[name] ?? ''} className={className} />
}

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
