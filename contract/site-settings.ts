import { z } from 'zod'
import { LANGUAGES, type Language } from './language.ts'
import { MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from './limits.ts'

/**
 * The operator's platform settings (identity, imprint, marketing figures), stored in PostgreSQL
 * and edited in the admin area (`PUT /api/admin/site-settings`); public pages read them at once.
 * An empty text means "not set": a figure or section without a value is hidden, an imprint
 * without a company says that the operator has not published one.
 */

export const SITE_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const
export type SiteNetwork = (typeof SITE_NETWORKS)[number]

export const SITE_TEXT_MAX = 120
export const SITE_FIGURE_MAX = 12
export const SITE_SOCIAL_MAX = SITE_NETWORKS.length

const text = (max = SITE_TEXT_MAX) =>
  z.string({ message: 'validation.required' }).trim().max(max, { message: 'validation.too_long' }).default('')

const optionalEmail = z
  .string()
  .trim()
  .max(MAX_EMAIL_LENGTH, { message: 'validation.too_long' })
  .refine((value) => value === '' || z.email().safeParse(value).success, { message: 'validation.email' })
  .default('')

/** A figure as shown ("50,000+", "4.9"): digits with separators and a short suffix, or empty (hidden). */
const figure = z
  .string()
  .trim()
  .max(SITE_FIGURE_MAX, { message: 'validation.too_long' })
  .regex(/^$|^[0-9][0-9.,\s]*[0-9KkMm+%]*$/, { message: 'admin.site.figure_invalid' })
  .default('')

const httpsUrl = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH, { message: 'validation.too_long' })
  .refine((value) => /^https:\/\/[^\s/]+\.[^\s/]+/.test(value), { message: 'admin.site.url_invalid' })

/** Per language where the text differs (a country's name); empty languages fall back to English. */
const perLanguage = z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, text()])) as Record<Language, ReturnType<typeof text>>)

export const SiteSettings = z.object({
  identity: z.object({
    name: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, { message: 'validation.required' })
      .max(40, { message: 'validation.too_long' }),
    brandColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'admin.site.color_invalid' }),
    supportEmail: optionalEmail,
    social: z
      .array(z.object({ network: z.enum(SITE_NETWORKS), url: httpsUrl, followers: figure }))
      .max(SITE_SOCIAL_MAX)
      .default([]),
  }),
  imprint: z.object({
    company: text(),
    legalForm: text(60),
    representative: text(),
    street: text(),
    postalCode: text(20),
    city: text(60),
    country: perLanguage,
    email: optionalEmail,
    phone: z
      .string()
      .trim()
      .max(40, { message: 'validation.too_long' })
      .regex(/^$|^\+?[0-9 ()/-]{5,}$/, { message: 'admin.site.phone_invalid' })
      .default(''),
    registerCourt: text(),
    registerNumber: text(40),
    vatId: z
      .string()
      .trim()
      .max(20, { message: 'validation.too_long' })
      .regex(/^$|^[A-Z]{2}[0-9A-Z]{2,13}$/, { message: 'admin.site.vat_invalid' })
      .default(''),
  }),
  marketing: z.object({
    verifiedCreators: figure,
    niches: figure,
    rating: figure,
    /** The about page's CEO section; empty hides it. */
    ceoName: text(80),
    /** The landing page's "trusted by" strip of partner marks and its sample creators. */
    showPartners: z.boolean().default(false),
  }),
})
export type SiteSettings = z.output<typeof SiteSettings>
export type SiteSettingsInput = z.input<typeof SiteSettings>

export const DEFAULT_BRAND_COLOR = '#7c3aed'

/** The software's own name: the platform's name until the operator sets theirs. */
export const SOFTWARE_NAME = 'Looktag'

/** Catalog texts name the platform as `{{site}}`: the configured name is put in when they are served. */
export const SITE_PLACEHOLDER = 'site'

/**
 * What a fresh production instance shows until the admin fills the settings: the software's
 * name and no company, figures, people or accounts.
 */
export const NEUTRAL_SITE_SETTINGS: SiteSettings = SiteSettings.parse({
  identity: { name: SOFTWARE_NAME, brandColor: DEFAULT_BRAND_COLOR },
  imprint: { country: {} },
  marketing: {},
})

/** Whether the imprint names who runs the platform (the setup checklist's first item). */
export function imprintFilled(imprint: SiteSettings['imprint']): boolean {
  return [imprint.company, imprint.representative, imprint.street, imprint.city, imprint.email].every((value) => value !== '')
}

/** A text kept per language, in `lang` or else in English. */
export function inLanguage(values: Record<Language, string>, lang: Language): string {
  return values[lang] || values.en
}
