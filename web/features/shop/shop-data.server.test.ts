import { describe, expect, it } from 'vitest'
import { ownBanner } from './shop-data.server.ts'

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
