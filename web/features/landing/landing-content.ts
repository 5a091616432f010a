/**
 * Sample content of the landing page that is not translated text: image files, invented partner
 * names (neutral marks, not real brands) and sample creators. Texts live in the `landing` catalog.
 */
const IMAGES = '/images/landing'

/** The five service tabs of the spec, in order; tab 1 is active first. Keys point into landing.services.items. */
export const SERVICES = [
  { id: 1, key: 'outfit', points: ['shoots', 'variations', 'poses', 'one_click', 'privacy'] },
  { id: 2, key: 'shop', points: ['link', 'tagging', 'affiliate', 'mobile'] },
  { id: 3, key: 'invoicing', points: ['pdf', 'reminders', 'tracking'] },
  { id: 4, key: 'growth', points: ['engagement', 'earnings', 'content'] },
  { id: 5, key: 'collab', points: ['suggestions', 'scoring', 'profiles'] },
] as const

export type ServiceKey = (typeof SERVICES)[number]['key']

export const PARTNERS = [
  { name: 'Lumora', src: `${IMAGES}/partner-lumora.svg` },
  { name: 'Nordvale', src: `${IMAGES}/partner-nordvale.svg` },
  { name: 'Petalia', src: `${IMAGES}/partner-petalia.svg` },
  { name: 'Quartzly', src: `${IMAGES}/partner-quartzly.svg` },
  { name: 'Saffra', src: `${IMAGES}/partner-saffra.svg` },
] as const

/** Two pairs of AI-styled looks; the carousel alternates between them. */
export const STYLE_PAIRS = [
  [
    { style: 'studio', src: `${IMAGES}/style-studio.svg` },
    { style: 'city', src: `${IMAGES}/style-city.svg` },
  ],
  [
    { style: 'beach', src: `${IMAGES}/style-beach.svg` },
    { style: 'garden', src: `${IMAGES}/style-garden.svg` },
  ],
] as const

export const STYLES_INTERVAL_MS = 3000

/** Static sample creators (invented people) shown in the auto-scrolling strip. */
export const SAMPLE_CREATORS = [
  { name: 'Mia Laurent', handle: 'mia.laurent', niche: 'fashion', followers: '128K', avatar: 1, cover: 'from-brand-200 to-pink-200' },
  { name: 'Amara Okafor', handle: 'amarastyles', niche: 'beauty', followers: '94K', avatar: 2, cover: 'from-pink-200 to-amber-100' },
  { name: 'Jonas Weber', handle: 'jonas.travels', niche: 'travel', followers: '61K', avatar: 3, cover: 'from-sky-200 to-brand-100' },
  { name: 'Leila Nasser', handle: 'leila.home', niche: 'home', followers: '47K', avatar: 4, cover: 'from-amber-200 to-rose-100' },
  { name: 'Kofi Mensah', handle: 'kofi.fit', niche: 'fitness', followers: '210K', avatar: 5, cover: 'from-emerald-200 to-sky-100' },
  { name: 'Sofia Rossi', handle: 'sofiarossi', niche: 'food', followers: '83K', avatar: 6, cover: 'from-brand-100 to-amber-100' },
  { name: 'Yasmin Aziz', handle: 'yasmin.street', niche: 'streetwear', followers: '156K', avatar: 7, cover: 'from-rose-200 to-brand-200' },
  { name: 'Daniel Park', handle: 'danielpark.tech', niche: 'tech', followers: '72K', avatar: 8, cover: 'from-slate-200 to-sky-100' },
] as const

/** Auto-scroll of the creator strip (spec §9): every 4 s by 350 px. */
export const CREATORS_SCROLL_MS = 4000
export const CREATORS_SCROLL_PX = 350
