/**
 * Ad disclosure of a look: what ties the creator to the products shown. Every value but `none`
 * is advertising in the sense of the FTC's Endorsement Guides and § 5a UWG, and is labelled so
 * on the public page, the lightbox, the share image and the structured data. No zod here: the
 * public pages import these helpers (the request schemas are in images.ts and admin.ts).
 */
export const DISCLOSURES = ['none', 'affiliate', 'paid', 'gifted', 'own'] as const
export type Disclosure = (typeof DISCLOSURES)[number]

/** The brand of a paid partnership ("Paid partnership with {brand}"). */
export const DISCLOSURE_BRAND_MAX = 80

/** Disclosures whose tag links are paid for: they carry `rel="sponsored"`. */
export const isSponsored = (disclosure: Disclosure) => disclosure === 'affiliate' || disclosure === 'paid' || disclosure === 'gifted'

/** Disclosures that make a look advertising (labelled "Ad" / "Anzeige" / "إعلان"). */
export const isAdvertising = (disclosure: Disclosure) => disclosure !== 'none'

/** Hosts of affiliate networks and link shorteners that only affiliates use. */
const AFFILIATE_HOSTS =
  /(^|\.)(amzn\.to|amzn\.eu|awin1\.com|awin\.com|rstyle\.me|liketk\.it|shopltk\.com|shopmy\.us|shopstyle\.it|go\.shopmy\.us|sjv\.io|impact\.com|prf\.hn|partnerize\.com|tidd\.ly|linksynergy\.com|click\.linksynergy\.com|anrdoezrs\.net|dpbolvw\.net|jdoqocy\.com|kqzyfj\.com|tkqlhce\.com|pntra\.com|howl\.me|skimresources\.com|go\.skimresources\.com)$/
/** Query parameters that carry an affiliate id. */
const AFFILIATE_PARAMS = /^(tag|ref|aff|aff_id|affid|affiliate|affiliate_id|awc|irclickid|clickref|ranmid|ransiteid|rstyle|ltk)$/i

/** Whether a product link looks like an affiliate link (a network's host or an affiliate id in the query). */
export function isAffiliateLink(link: string): boolean {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return false
  }
  if (AFFILIATE_HOSTS.test(url.hostname.toLowerCase())) return true
  for (const key of url.searchParams.keys()) if (AFFILIATE_PARAMS.test(key)) return true
  return false
}

/** The disclosure Looktag suggests for a look's tag links: "affiliate" when any looks like one. */
export const suggestDisclosure = (links: readonly string[]): Disclosure | null => (links.some(isAffiliateLink) ? 'affiliate' : null)
