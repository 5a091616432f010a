import type { SiteSettings } from './site-settings.ts'

/**
 * What every page needs of the platform settings without their schema: the root, the header and
 * the page meta load this file, and the schema would put zod into every public page's JavaScript.
 */

export const DEFAULT_BRAND_COLOR = '#7c3aed'

/** The software's own name: the platform's name until the operator sets theirs. */
export const SOFTWARE_NAME = 'Looktag'

const noImprintNames = { company: '', legalForm: '', representative: '', street: '', city: '', registerCourt: '' }

/**
 * What a fresh production instance shows until the admin fills the settings: the software's
 * name and no company, figures, people or accounts (the schema's defaults; a test holds them equal).
 */
export const NEUTRAL_SITE_SETTINGS: SiteSettings = {
  identity: { name: SOFTWARE_NAME, brandColor: DEFAULT_BRAND_COLOR, supportEmail: '', social: [], logo: '', favicon: '' },
  imprint: {
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
