import { describe, expect, it } from 'vitest'
import { ProfileUpdate } from './auth.ts'
import { CampaignInput } from './campaigns.ts'
import { DisclosureBody, DisclosureUploadFields } from './images.ts'
import { DirectoryQuery, TrendsQuery } from './public.ts'
import { ProductInput } from './shop.ts'
import { SiteSettings } from './site-settings.ts'
import { isSingleLine, NOT_SINGLE_LINE_KEY, storableText, textIsStorable } from './text.ts'

describe('text that can be stored', () => {
  it('refuses NUL bytes and lone surrogates, and allows everything else', () => {
    expect(textIsStorable('a\u0000b')).toBe(false)
    expect(textIsStorable('a\ud800b')).toBe(false)
    expect(textIsStorable('a\udc00')).toBe(false)
    expect(textIsStorable('Grüße 👗 مرحبا\n\ttab')).toBe(true)
  })

  it('page searches drop what cannot be stored instead of failing', () => {
    expect(storableText('a\u0000b\ud800')).toBe('ab\ufffd')
    expect(TrendsQuery.parse({ search: 'linen\u0000' }).search).toBe('linen')
    expect(DirectoryQuery.parse({ country: '\u0000' }).country).toBeUndefined()
  })
})

describe('one-line names and labels', () => {
  const reversing = ['Acme\u202e', '\u202bAcme', 'Acme\u2067x\u2069', 'Ac\u202dme', 'two\nlines', 'tab\there']

  it('refuses line breaks and the bidirectional embedding, override and isolate controls', () => {
    for (const value of reversing) expect(isSingleLine(value), JSON.stringify(value)).toBe(false)
  })

  it('allows any script and the direction marks mixed-script names use', () => {
    for (const value of ['Acme GmbH', 'متجر ليلى', 'Layla\u200f', '\u200eMix 123', 'Grüße 👗', 'a\u061cb']) {
      expect(isSingleLine(value), JSON.stringify(value)).toBe(true)
    }
  })

  it('is the rule of the shared schemas the server and the forms use', () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message)
    const reversed = 'Acme\u202e'
    expect(messages(DisclosureBody.safeParse({ disclosure: 'paid', disclosure_brand: reversed }))).toEqual([NOT_SINGLE_LINE_KEY])
    expect(DisclosureBody.parse({ disclosure: 'paid', disclosure_brand: 'Acme\u200f' }).disclosure_brand).toBe('Acme\u200f')
    expect(messages(DisclosureUploadFields.safeParse({ disclosure: 'paid', disclosure_brand: reversed }))).toEqual([NOT_SINGLE_LINE_KEY])
    expect(messages(ProfileUpdate.safeParse({ pageName: reversed }))).toEqual([NOT_SINGLE_LINE_KEY])
    expect(messages(ProfileUpdate.safeParse({ specialization: 'Style\u2066' }))).toEqual([NOT_SINGLE_LINE_KEY])
    expect(ProfileUpdate.safeParse({ introduction: 'Two\nlines are fine here' }).success).toBe(true)
    expect(messages(ProductInput.pick({ name: true }).safeParse({ name: reversed }))).toEqual([NOT_SINGLE_LINE_KEY])
    expect(messages(CampaignInput.safeParse({ title: reversed }))).toEqual([NOT_SINGLE_LINE_KEY])
    expect(CampaignInput.safeParse({ title: 'Sale', description: 'First line\nsecond line' }).success).toBe(true)
    const site = SiteSettings.shape.identity.safeParse({ name: reversed, brandColor: '#112233' })
    expect(messages(site)).toEqual([NOT_SINGLE_LINE_KEY])
  })
})
