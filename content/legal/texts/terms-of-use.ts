import { site } from '../../site.ts'
import type { Lang, LegalDocument } from '../legal-types.ts'
import { termsOfUseAr } from './terms-of-use.ar.ts'
import { termsOfUseDe } from './terms-of-use.de.ts'
import { termsOfUseEn } from './terms-of-use.en.ts'

// One effective date for every language; the web page and the PDF read it from here.
const effectiveDate = site.legal.termsEffective

export const termsOfUse: Record<Lang, LegalDocument> = {
  en: { ...termsOfUseEn, effectiveDate },
  de: { ...termsOfUseDe, effectiveDate },
  ar: { ...termsOfUseAr, effectiveDate },
}
