import { site } from '../../../content/site'
import type { Lang, LegalDocument } from '../legal-types'
import { privacyPolicyAr } from './privacy-policy.ar'
import { privacyPolicyDe } from './privacy-policy.de'
import { privacyPolicyEn } from './privacy-policy.en'

// The date lives in site.ts so all three languages always show the same effective date.
const effectiveDate = site.legal.privacyEffective

export const privacyPolicy: Record<Lang, LegalDocument> = {
  en: { ...privacyPolicyEn, effectiveDate },
  de: { ...privacyPolicyDe, effectiveDate },
  ar: { ...privacyPolicyAr, effectiveDate },
}
