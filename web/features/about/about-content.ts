/** The about page's illustrations (drawn for Looktag, served from web/public). */
export const ABOUT_IMAGES = {
  hero: '/images/about/creator-page.svg',
  ceo: '/images/about/ceo.svg',
} as const

/** Benefit cards under "What creators get": catalog key and an outline icon path. */
export const BENEFITS = [
  { key: 'page', icon: 'M4 5h16v14H4zM4 15l4-4 3 3 4-5 5 6M9 9.5h.01' },
  { key: 'shop', icon: 'M5 8h14l-1.5 11h-11zM9 8V6a3 3 0 016 0v2' },
  { key: 'ai', icon: 'M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8zM18.5 15l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8z' },
  { key: 'campaigns', icon: 'M4 10v4h3l6 4V6L7 10zM16.5 8.5a5 5 0 010 7M19 6a8.5 8.5 0 010 12' },
  { key: 'insights', icon: 'M4 20V10M10 20V4M16 20v-7M21 20H3' },
  {
    key: 'badge',
    icon: 'M12 3l2.5 2 3.2-.3.7 3.1 2.6 1.9-1.4 2.9 1.4 2.9-2.6 1.9-.7 3.1-3.2-.3L12 21l-2.5-2-3.2.3-.7-3.1L3 14.3 4.4 11.4 3 8.5l2.6-1.9.7-3.1 3.2.3zM8.5 12l2.3 2.3 4.7-4.6',
  },
] as const

export const VALUES = ['creators_first', 'honest', 'privacy'] as const
