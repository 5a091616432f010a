import { z } from 'zod'
import { LANGUAGES, type Language } from './language.ts'
import { MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from './limits.ts'
import { isSingleLine, NOT_SINGLE_LINE_KEY } from './text.ts'

/**
 * The operator's platform settings (identity, imprint, marketing figures), stored in PostgreSQL
 * and edited in the admin area (`PUT /api/admin/site-settings`); public pages read them at once.
 * An empty text means "not set": a figure or section without a value is hidden, an imprint
 * without a company says that the operator has not published one.
 */

export const SITE_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube'] as const
export type SiteNetwork = (typeof SITE_NETWORKS)[number]

export const SITE_TEXT_MAX = 120
/** Largest logo or favicon upload. */
/** The images an operator may upload in the platform settings. */
export const SITE_ASSETS = ['logo', 'favicon'] as const
export type SiteAsset = (typeof SITE_ASSETS)[number]
export const SiteAssetParams = z.object({ asset: z.enum(SITE_ASSETS) })

export const SITE_ASSET_MAX_BYTES = 5 * 1024 * 1024
export const SITE_FIGURE_MAX = 12
export const SITE_SOCIAL_MAX = SITE_NETWORKS.length

/** Every text of the settings is one line: a name, an address line, a court. */
const text = (max = SITE_TEXT_MAX) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .max(max, { message: 'validation.too_long' })
    .refine(isSingleLine, { message: NOT_SINGLE_LINE_KEY })
    .default('')

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

/**
 * Whose rules the imprint follows: German law (§ 5 DDG, § 27a UStG, § 18 MStV, as shipped) or a
 * neutral imprint with the same facts and no legal references, for operators elsewhere (decision 0077).
 */
export const IMPRINT_JURISDICTIONS = ['de', 'neutral'] as const
export type ImprintJurisdiction = (typeof IMPRINT_JURISDICTIONS)[number]

/** Imprint facts that may read differently in German or Arabic (a transliterated name, a translated court). */
export const IMPRINT_LOCALIZED_FIELDS = ['company', 'legalForm', 'representative', 'street', 'city', 'registerCourt'] as const
export type ImprintLocalizedField = (typeof IMPRINT_LOCALIZED_FIELDS)[number]
/** The languages that may override the imprint's English facts (English is the default). */
export const IMPRINT_OVERRIDE_LANGUAGES = ['de', 'ar'] as const

const localizedImprint = z
  .object(
    Object.fromEntries(IMPRINT_LOCALIZED_FIELDS.map((field) => [field, text()])) as Record<ImprintLocalizedField, ReturnType<typeof text>>,
  )
  .prefault({})

/** A stored image of the operator's (logo, favicon): its storage key, written only by the upload; empty = the default. */
const assetKey = z
  .string()
  .regex(/^$|^site\/(logo|favicon)\/[0-9a-f-]{36}\.(webp|png)$/, { message: 'validation.invalid' })
  .default('')

/** Per language where the text differs (a country's name); empty languages fall back to English. */
const perLanguage = z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, text()])) as Record<Language, ReturnType<typeof text>>)

export const SiteSettings = z.object({
  identity: z.object({
    name: z
      .string({ message: 'validation.required' })
      .trim()
      .min(1, { message: 'validation.required' })
      .max(40, { message: 'validation.too_long' })
      .refine(isSingleLine, { message: NOT_SINGLE_LINE_KEY }),
    brandColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'admin.site.color_invalid' }),
    supportEmail: optionalEmail,
    social: z
      .array(z.object({ network: z.enum(SITE_NETWORKS), url: httpsUrl, followers: figure }))
      .max(SITE_SOCIAL_MAX)
      .default([]),
    /** Set by `POST /api/admin/site-settings/logo` only; the settings form keeps what is stored. */
    logo: assetKey,
    favicon: assetKey,
  }),
  imprint: z.object({
    jurisdiction: z.enum(IMPRINT_JURISDICTIONS, { message: 'validation.invalid' }).default('de'),
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
    /** German and Arabic where they differ; an empty field reads as the English one. */
    localized: z.object({ de: localizedImprint, ar: localizedImprint }).prefault({}),
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

/** Catalog texts name the platform as `{{site}}`: the configured name is put in when they are served. */
export const SITE_PLACEHOLDER = 'site'

/** Whether the imprint names who runs the platform (the setup checklist's first item). */
export function imprintFilled(imprint: SiteSettings['imprint']): boolean {
  return [imprint.company, imprint.representative, imprint.street, imprint.city, imprint.email].every((value) => value !== '')
}

/** The imprint as it reads in `lang`: the language's own facts where set, else the English ones. */
export function imprintIn(imprint: SiteSettings['imprint'], lang: Language): SiteSettings['imprint'] {
  if (lang === 'en') return imprint
  const own = imprint.localized[lang]
  const merged = { ...imprint }
  for (const field of IMPRINT_LOCALIZED_FIELDS) if (own[field]) merged[field] = own[field]
  return merged
}

/** A text kept per language, in `lang` or else in English. */
export function inLanguage(values: Record<Language, string>, lang: Language): string {
  return values[lang] || values.en
}
