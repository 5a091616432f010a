/**
 * Editable site content: marketing figures, follower counts, CEO and imprint details.
 * Defaults are the specification's values; an operator changes them here (one place) and rebuilds.
 * Partner logos are neutral marks drawn by the project, not real brands.
 */
export const site = {
  name: 'Looktag',
  /** Operator contact; contact-form messages go to the server's CONTACT_TO address. */
  supportEmail: 'support@looktag.example',
  marketing: {
    verifiedCreators: '50,000+',
    niches: '25+',
    rating: '74K',
    contactReplyHours: 24,
    yearlySavingPercent: 17,
  },
  social: [
    { network: 'facebook', followers: '20.5K', action: 'follow', url: 'https://facebook.com/' },
    { network: 'instagram', followers: '30.9K', action: 'follow', url: 'https://instagram.com/' },
    { network: 'tiktok', followers: '2.5M', action: 'follow', url: 'https://tiktok.com/' },
    { network: 'youtube', followers: '1.69M', action: 'subscribe', url: 'https://youtube.com/' },
  ],
  ceo: {
    name: 'Lina Haddad',
    /** Catalog key of the CEO's title and quote live in the i18n catalogs (about.ceo.*). */
    photo: '/images/about/ceo.svg',
  },
  imprint: {
    company: 'Looktag GmbH',
    representative: 'Lina Haddad',
    street: 'Musterstraße 12',
    postalCode: '10115',
    city: 'Berlin',
    country: { en: 'Germany', de: 'Deutschland', ar: 'ألمانيا' },
    email: 'support@looktag.example',
    phone: '+49 30 1234567',
    register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
    vatId: 'DE000000000',
  },
  legal: {
    privacyEffective: '2025-07-22',
    cookieEffective: '2025-07-22',
    termsEffective: '2025-07-22',
    accessRequestDays: 30,
    coppaAge: 13,
  },
  consentCookieDays: 150,
} as const

export type SiteContent = typeof site
