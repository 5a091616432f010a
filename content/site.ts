/**
 * Fixed facts of the product itself (limits and promises the texts quote). Everything about the
 * operator (name, imprint, figures, social accounts) is a platform setting in PostgreSQL
 * (contract/site-settings.ts, edited in the admin area); the specification's sample values are
 * demo content (content/demo-site.ts), written by the development seed only.
 */
export const site = {
  marketing: {
    contactReplyHours: 24,
    yearlySavingPercent: 17,
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
