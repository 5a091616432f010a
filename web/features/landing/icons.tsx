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
