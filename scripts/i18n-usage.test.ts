import { describe, expect, it } from 'vitest'
import { covers, findKeyUses } from './i18n-usage.ts'

const namespaces = new Set(['auth', 'pricing', 'errors'])

describe('findKeyUses', () => {
  it('finds whole literal keys and template prefixes of known namespaces', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that contains a template key
    const text = "t('auth.blocked'); t(`pricing.plans.${plan}.title`); const m = z.string('auth.required')"
    expect(findKeyUses('/web/x.tsx', text, namespaces).map((u) => [u.key, u.prefixOnly])).toEqual([
      ['auth.blocked', false],
      ['pricing.plans.', true],
      ['auth.required', false],
    ])
  })

  it('ignores other namespaces, sentences, file names and comments', () => {
    const text = "// t('auth.gone')\n/* 'errors.old' */ t('checkout.completed'); 'auth.blocked or more'; import './pricing.css'"
    expect(findKeyUses('/web/x.tsx', text, namespaces)).toEqual([])
  })

  it('counts only translation calls and key fields in server code', () => {
    const text = "queue.send('errors.retry'); x = { status: 400, key: 'errors.internal' }; t('auth.blocked')"
    const file = '/repo/server/modules/x.ts'
    expect(findKeyUses(file, text, namespaces).map((u) => u.key)).toEqual(['errors.internal', 'auth.blocked'])
  })
})

describe('covers', () => {
  const shipped = new Set(['nav', 'public.card', 'public.profile.verified', 'errors.shop'])

  it('holds a key when it or anything it lies in is shipped', () => {
    expect(covers(shipped, 'nav.home')).toBe(true)
    expect(covers(shipped, 'public.card.copy')).toBe(true)
    expect(covers(shipped, 'public.profile.verified')).toBe(true)
    expect(covers(shipped, 'errors.shop.price_invalid')).toBe(true)
  })

  it('misses a key beside what is shipped, and a template key wider than it', () => {
    expect(covers(shipped, 'public.profile.empty')).toBe(false)
    expect(covers(shipped, 'public.trends.title')).toBe(false)
    expect(covers(shipped, 'errors.internal')).toBe(false)
    // t(`public.profile.${key}`): any key of the group, but only one is shipped.
    expect(covers(shipped, 'public.profile.')).toBe(false)
    expect(covers(shipped, 'public.card.')).toBe(true)
  })
})
