import { describe, expect, it } from 'vitest'
import { createLiteI18n } from './lite-i18n.ts'
import { mergeRouteTranslations, namespaceFromMatches, pickNamespaces } from './route-translations.ts'
import { mergeTexts } from './texts.ts'

const catalog = {
  public: {
    card: { copy: 'Copy', copied: 'Copied!' },
    profile: { verified: 'Verified creator', empty: 'No images available yet.' },
    trends: { title: 'Trends' },
  },
  errors: { back_home: 'Back to home', internal: 'Something went wrong.', shop: { price_invalid: 'Enter a price.' } },
}

describe('pickNamespaces', () => {
  it('ships whole namespaces, groups and single keys, and nothing else', () => {
    expect(pickNamespaces(catalog, ['public.card', 'public.profile.verified', 'errors.back_home', 'errors.shop'])).toEqual({
      public: { card: { copy: 'Copy', copied: 'Copied!' }, profile: { verified: 'Verified creator' } },
      errors: { back_home: 'Back to home', shop: { price_invalid: 'Enter a price.' } },
    })
    expect(pickNamespaces(catalog, ['public'])).toEqual({ public: catalog.public })
  })

  it('fails on a name the catalog does not have, at any depth', () => {
    for (const name of ['publik', 'public.cards', 'public.card.paste', 'public.card.copy.more'])
      expect(() => pickNamespaces(catalog, [name])).toThrow(`Unknown translation namespace "${name}"`)
  })

  it('makes each list once per catalog and never changes the catalog', () => {
    const before = structuredClone(catalog)
    const first = pickNamespaces(catalog, ['public.card', 'errors.shop'])
    expect(pickNamespaces(catalog, ['public.card', 'errors.shop'])).toBe(first)
    expect(pickNamespaces({ ...catalog }, ['public.card', 'errors.shop'])).not.toBe(first)
    expect(catalog).toEqual(before)
  })
})

describe('merging what several routes ship', () => {
  it('lays groups over groups without dropping what another route shipped', () => {
    const into = { public: { profile: { verified: 'Verified', empty: 'Empty' }, card: { copy: 'Copy' } } }
    const merged = mergeTexts(into, { public: { profile: { verified: 'Verified creator' }, trends: { title: 'Trends' } } })
    expect(merged).toEqual({
      public: { profile: { verified: 'Verified creator', empty: 'Empty' }, card: { copy: 'Copy' }, trends: { title: 'Trends' } },
    })
    expect(into.public.profile.verified).toBe('Verified')
  })

  it('gives a page the shared texts and each matched route’s part, and meta functions the whole namespace', () => {
    const root = { i18n: { lang: 'en', resources: pickNamespaces(catalog, ['errors.back_home']) } }
    const storefront = { i18n: { lang: 'en', resources: pickNamespaces(catalog, ['errors.shop', 'public.profile.verified']) } }
    const layout = { i18n: { lang: 'en', resources: pickNamespaces(catalog, ['public.card']) } }
    const matches = [{ loaderData: root }, { loaderData: layout }, { loaderData: storefront }]
    const i18n = createLiteI18n('en', root.i18n.resources)
    mergeRouteTranslations(i18n, matches)
    expect(i18n.t('errors.back_home')).toBe('Back to home')
    expect(i18n.t('errors.shop.price_invalid')).toBe('Enter a price.')
    expect(i18n.t('public.card.copy')).toBe('Copy')
    expect(i18n.t('public.profile.verified')).toBe('Verified creator')
    // Not shipped: the raw key, as the page's check (scripts/i18n-usage.ts) prevents.
    expect(i18n.t('public.profile.empty')).toBe('public.profile.empty')
    expect(namespaceFromMatches(matches, 'errors')).toEqual({ back_home: 'Back to home', shop: { price_invalid: 'Enter a price.' } })
    expect(namespaceFromMatches(matches, 'public')).toEqual({ card: catalog.public.card, profile: { verified: 'Verified creator' } })
  })
})
