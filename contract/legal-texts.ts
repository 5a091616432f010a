import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { LANGUAGES, type Language } from './language.ts'

/**
 * The operator's legal texts (`PUT /api/admin/legal-texts/:kind`): Markdown per language and the
 * date they take effect. Every save that changes a text records a new version; the highest is in
 * force. Until the first save the shipped texts (content/legal/texts) are version 0.
 */
export const LEGAL_TEXT_KINDS = ['privacy', 'terms', 'cookies'] as const
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number]

/** Public path of each text (the web routes' paths). */
export const LEGAL_TEXT_PATHS: Record<LegalTextKind, string> = {
  privacy: '/privacy-policy',
  terms: '/terms-of-use',
  cookies: '/cookie-policy',
}

export const LEGAL_TEXT_MAX = 60_000

const markdown = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(LEGAL_TEXT_MAX, { message: 'validation.too_long' })

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const LegalTextInput = z.object({
  effectiveDate: z
    .string({ message: 'validation.required' })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value), { message: 'operator.legal.date_invalid' }),
  content: z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, markdown])) as Record<Language, typeof markdown>),
})
export type LegalTextInput = z.input<typeof LegalTextInput>

export const LegalTextVersion = z.object({
  version: z.number().int(),
  effectiveDate: z.string(),
  /** When the version was saved (ISO); null for the shipped text. */
  savedAt: z.string().nullable(),
})
export type LegalTextVersion = z.output<typeof LegalTextVersion>

export const LegalTextView = z.object({
  kind: z.enum(LEGAL_TEXT_KINDS),
  version: z.number().int(),
  effectiveDate: z.string(),
  content: z.object(Object.fromEntries(LANGUAGES.map((lang) => [lang, z.string()])) as Record<Language, z.ZodString>),
  /** Earlier versions first; the last one is in force. */
  versions: z.array(LegalTextVersion),
})
export type LegalTextView = z.output<typeof LegalTextView>

export const LegalTextsView = z.object({ texts: z.array(LegalTextView) })
export type LegalTextsView = z.output<typeof LegalTextsView>

export const LegalTextKindParams = z.object({ kind: z.enum(LEGAL_TEXT_KINDS) })

export const legalTextsApi = {
  view: endpoint({
    access: 'admin',
    tag: 'admin',
    method: 'GET',
    path: '/api/admin/legal-texts',
    summary: 'Privacy policy, terms of use and cookie policy (Markdown) with their versions',
    response: LegalTextsView,
  }),
  update: endpoint({
    access: 'admin',
    tag: 'admin',
    method: 'PUT',
    path: '/api/admin/legal-texts/:kind',
    summary: 'Save a new version of a legal text (every language at once; earlier versions are kept)',
    params: LegalTextKindParams,
    body: LegalTextInput,
    response: LegalTextsView,
  }),
}
