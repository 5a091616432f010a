import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND_COLOR, NEUTRAL_SITE_SETTINGS, SOFTWARE_NAME } from './site-defaults.ts'
import { SiteSettings } from './site-settings.ts'

describe('NEUTRAL_SITE_SETTINGS', () => {
  it("is what the schema makes of the software's name and colour alone", () => {
    const parsed = SiteSettings.parse({
      identity: { name: SOFTWARE_NAME, brandColor: DEFAULT_BRAND_COLOR },
      imprint: { country: {} },
      marketing: {},
    })
    expect(NEUTRAL_SITE_SETTINGS).toEqual(parsed)
  })
})
