import { site } from '../../site.ts'
import type { Lang, LegalDocument } from '../legal-types.ts'
import { privacyPolicyAr } from './privacy-policy.ar.ts'
import { privacyPolicyDe } from './privacy-policy.de.ts'
import { privacyPolicyEn } from './privacy-policy.en.ts'

// The date lives in site.ts so all three languages always show the same effective date.
const effectiveDate = site.legal.privacyEffective

export const privacyPolicy: Record<Lang, LegalDocument> = {
  en: { ...privacyPolicyEn, effectiveDate },
  de: { ...privacyPolicyDe, effectiveDate },
  ar: { ...privacyPolicyAr, effectiveDate },
}
