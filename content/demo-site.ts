import type { SiteSettingsInput } from '../contract/site-settings.ts'

/**
 * The specification's sample operator: an invented company, figures, CEO and social accounts.
 * Demo content only: the development seed stores it as the platform settings; a production
 * instance never shows it (it starts with the neutral settings).
 */
export const DEMO_SITE_SETTINGS = {
  identity: {
    name: 'Looktag',
    brandColor: '#7c3aed',
    supportEmail: 'support@looktag.example',
    social: [
      { network: 'facebook', followers: '20.5K', url: 'https://facebook.com/' },
      { network: 'instagram', followers: '30.9K', url: 'https://instagram.com/' },
      { network: 'tiktok', followers: '2.5M', url: 'https://tiktok.com/' },
      { network: 'youtube', followers: '1.69M', url: 'https://youtube.com/' },
    ],
  },
  imprint: {
    jurisdiction: 'de',
    company: 'Looktag GmbH',
    legalForm: 'GmbH',
    representative: 'Lina Haddad',
    street: 'Musterstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    country: { en: 'Germany', de: 'Deutschland', ar: 'ألمانيا' },
    email: 'support@looktag.example',
    phone: '+49 30 1234567',
    registerCourt: 'Amtsgericht Berlin-Charlottenburg',
    registerNumber: 'HRB 000000',
    vatId: 'DE000000000',
  },
  marketing: {
    verifiedCreators: '50,000+',
    niches: '25+',
    rating: '74K',
    ceoName: 'Lina Haddad',
    showPartners: true,
  },
} as const satisfies SiteSettingsInput
