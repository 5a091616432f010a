import type { SiteSettings } from './site-settings.ts'
import { DEFAULT_BRAND_COLOR, SOFTWARE_NAME } from './software.ts'

/**
 * The platform settings a page falls back to, without their schema: the header and footer load
 * this file, and the schema would put zod into every public page's JavaScript.
 */

export { DEFAULT_BRAND_COLOR, SOFTWARE_NAME }

const noImprintNames = { company: '', legalForm: '', representative: '', street: '', city: '', registerCourt: '' }

/**
 * What a fresh production instance shows until the admin fills the settings: the software's
 * name and no company, figures, people or accounts (the schema's defaults; a test holds them equal).
 */
export const NEUTRAL_SITE_SETTINGS: SiteSettings = {
  identity: { name: SOFTWARE_NAME, brandColor: DEFAULT_BRAND_COLOR, supportEmail: '', social: [], logo: '', favicon: '' },
  imprint: {
    jurisdiction: 'de',
    ...noImprintNames,
    postalCode: '',
    country: { en: '', de: '', ar: '' },
    email: '',
    phone: '',
    registerNumber: '',
    vatId: '',
    localized: { de: noImprintNames, ar: noImprintNames },
  },
  marketing: { verifiedCreators: '', niches: '', rating: '', ceoName: '', showPartners: false },
}
