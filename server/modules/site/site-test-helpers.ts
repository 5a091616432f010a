import type { SiteSettingsInput } from '../../../contract/site-settings.ts'

/** A complete, valid settings document with unique values (not a test file itself). */
export function siteSettingsInput(overrides: { name?: string; company?: string } = {}): SiteSettingsInput {
  const suffix = Math.random().toString(36).slice(2, 8)
  return {
    identity: {
      name: overrides.name ?? `Studio ${suffix}`,
      brandColor: '#0f766e',
      supportEmail: `help-${suffix}@example.org`,
      social: [{ network: 'instagram', url: `https://instagram.com/studio${suffix}`, followers: '' }],
    },
    imprint: {
      company: overrides.company ?? `Studio ${suffix} UG`,
      legalForm: 'UG (haftungsbeschränkt)',
      representative: 'Ada Example',
      street: 'Beispielweg 3',
      postalCode: '50667',
      city: 'Köln',
      country: { en: 'Germany', de: 'Deutschland', ar: 'ألمانيا' },
      email: `legal-${suffix}@example.org`,
      phone: '+49 221 555000',
      registerCourt: 'Amtsgericht Köln',
      registerNumber: 'HRB 12345',
      vatId: 'DE123456789',
    },
    marketing: { verifiedCreators: '', niches: '', rating: '', ceoName: '', showPartners: false },
  }
}
