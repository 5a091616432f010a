import { site } from '../../../content/site'
import type { Lang, LegalDocument } from '../legal-types'
import { termsOfUseAr } from './terms-of-use.ar'
import { termsOfUseDe } from './terms-of-use.de'
import { termsOfUseEn } from './terms-of-use.en'

// One effective date for every language; the web page and the PDF read it from here.
const effectiveDate = site.legal.termsEffective

export const termsOfUse: Record<Lang, LegalDocument> = {
  en: { ...termsOfUseEn, effectiveDate },
  de: { ...termsOfUseDe, effectiveDate },
  ar: { ...termsOfUseAr, effectiveDate },
}
