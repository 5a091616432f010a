import { describe, expect, it } from 'vitest'
import { isAffiliateLink, isSponsored, suggestDisclosure } from './disclosure.ts'

describe('affiliate links', () => {
  it.each([
    'https://amzn.to/3xYz12',
    'https://www.amazon.de/dp/B0C1?tag=mila-21',
    'https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&ued=https%3A%2F%2Fshop.example',
    'https://rstyle.me/+abc123',
    'https://liketk.it/4xyz',
    'https://go.shopmy.us/p-123',
    'https://brand.sjv.io/c/1/2/3',
    'https://prf.hn/click/camref:1100l',
    'https://shop.example/item?ref=mila',
    'https://shop.example/item?aff_id=42',
  ])('recognises %s', (link) => {
    expect(isAffiliateLink(link)).toBe(true)
  })

  it.each(['https://shop.example/linen-shirt', 'https://www.zalando.de/p/123?size=m', 'not a url', 'https://shop.example/?reference=x'])(
    'does not call %s an affiliate link',
    (link) => {
      expect(isAffiliateLink(link)).toBe(false)
    },
  )

  it('suggests "affiliate" when any tag link is one', () => {
    expect(suggestDisclosure(['https://shop.example/a', 'https://amzn.to/x'])).toBe('affiliate')
    expect(suggestDisclosure(['https://shop.example/a'])).toBeNull()
    expect(suggestDisclosure([])).toBeNull()
  })

  it('marks paid-for links as sponsored, own products and plain looks not', () => {
    expect(['affiliate', 'paid', 'gifted'].every((d) => isSponsored(d as never))).toBe(true)
    expect(isSponsored('own')).toBe(false)
    expect(isSponsored('none')).toBe(false)
  })
})
