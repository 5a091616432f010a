import { describe, expect, it } from 'vitest'
import type { Product } from '../../../contract/shop.ts'
import { formatMoney } from '../../lib/format.ts'
import { ownBanner, productView } from './shop-data.server.ts'

describe('storefront banner', () => {
  const site = 'https://looktag.example'

  it('shows banners of this site only (the CSP blocks other sites, which would leave a broken image)', () => {
    expect(ownBanner('/uploads/banner.webp', site)).toBe('/uploads/banner.webp')
    expect(ownBanner('https://looktag.example/uploads/b.webp', site)).toBe('https://looktag.example/uploads/b.webp')
    expect(ownBanner('https://elsewhere.example/b.jpg', site)).toBeNull()
    expect(ownBanner('//elsewhere.example/b.jpg', site)).toBeNull()
    expect(ownBanner('javascript:alert(1)', site)).toBeNull()
    expect(ownBanner(null, site)).toBeNull()
  })
})

describe('storefront product', () => {
  it('brings its price formatted in the page language, so the browser formats none while it hydrates', () => {
    const product = { id: 'p-1', name: 'Scarf', price: 1250, images: [] } as unknown as Product
    expect(productView(product, 'EUR', 'en').price_label).toBe('€12.50')
    expect(productView(product, 'EUR', 'de').price_label).toBe(formatMoney(1250, 'EUR', 'de'))
    expect(productView(product, 'EUR', 'de').price_label).not.toBe('€12.50')
  })
})
