import { describe, expect, it } from 'vitest'
import { adoptStoredLanguage, STORED_LANGUAGE_SCRIPT } from './stored-language-script.ts'

const NAMES = { cookie: 'lang', param: 'lang', key: 'language', languages: ['en', 'de', 'ar'] }

/** A page in `lang` with a cookie jar that keeps what is written unless `refuse`, and a stored language. */
function page(opts: { cookie?: string; lang?: string; stored?: string | null; search?: string; refuse?: boolean }) {
  let jar = opts.cookie ?? ''
  const replaced: string[] = []
  const doc = {
    get cookie() {
      return jar
    },
    set cookie(value: string) {
      if (!opts.refuse) jar = [jar, value.split(';')[0]].filter(Boolean).join('; ')
    },
    documentElement: { lang: opts.lang ?? 'en' },
  } as unknown as Document
  const loc = {
    search: opts.search ?? '',
    href: 'https://looktag.test/mila',
    replace: (h: string) => replaced.push(h),
  } as unknown as Location
  const storage = { getItem: () => opts.stored ?? null }
  return { run: () => adoptStoredLanguage(doc, loc, storage, NAMES), jar: () => jar, replaced }
}

describe('a language kept only in localStorage', () => {
  it('sets the cookie and asks for the page again when it was rendered in another language', () => {
    const p = page({ stored: 'ar', lang: 'en', cookie: 'cookie_consent=1' })
    p.run()
    expect(p.jar()).toBe('cookie_consent=1; lang=ar')
    expect(p.replaced).toEqual(['https://looktag.test/mila'])
  })

  it('sets the cookie without a reload when the page is already in it', () => {
    const p = page({ stored: 'de', lang: 'de' })
    p.run()
    expect(p.jar()).toBe('lang=de')
    expect(p.replaced).toEqual([])
  })

  it.each([
    ['a cookie already names one', { stored: 'ar', cookie: 'lang=de' }],
    ['the URL names one', { stored: 'ar', search: '?lang=en' }],
    ['nothing is stored', { stored: null }],
    ['the stored value is no language', { stored: 'fr' }],
    ['cookies are refused', { stored: 'ar', refuse: true }],
  ])('leaves the page alone when %s', (_, opts) => {
    const p = page(opts)
    p.run()
    expect(p.replaced).toEqual([])
  })

  it('is a self-contained inline script', () => {
    expect(STORED_LANGUAGE_SCRIPT).toMatch(/^\(function|^\(\(/)
    expect(STORED_LANGUAGE_SCRIPT).toContain('"languages":["en","de","ar"]')
  })
})
