import type { LegalTextKind } from '../../contract/legal-texts.ts'
import { site } from '../site.ts'
import { legalToMarkdown } from './legal-markdown.ts'
import type { Lang, LegalDocument } from './legal-types.ts'
import { cookiePolicy } from './texts/cookie-policy.ts'
import { privacyPolicy } from './texts/privacy-policy.ts'
import { termsOfUse } from './texts/terms-of-use.ts'

/** The texts that ship with the software: in force until the admin saves a version of their own. */
export const SHIPPED_LEGAL_TEXTS: Record<LegalTextKind, Record<Lang, LegalDocument>> = {
  privacy: privacyPolicy,
  terms: termsOfUse,
  cookies: cookiePolicy,
}

export const SHIPPED_EFFECTIVE_DATES: Record<LegalTextKind, string> = {
  privacy: site.legal.privacyEffective,
  terms: site.legal.termsEffective,
  cookies: site.legal.cookieEffective,
}

/** A shipped text as the Markdown the admin starts editing from. */
export function shippedMarkdown(kind: LegalTextKind, lang: Lang): string {
  return legalToMarkdown(SHIPPED_LEGAL_TEXTS[kind][lang])
}
