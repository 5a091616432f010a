import { describe, expect, it } from 'vitest'
import { startupLanguage } from './stored-language.tsx'

describe('the language at start-up', () => {
  it('keeps a choice made through the plain link (cookie) over an older stored one, and stores it', () => {
    // Switched to German before the page's code ran: the server set the cookie, localStorage still says Arabic.
    expect(startupLanguage('consent=1; lang=de', 'ar', '', 'de')).toEqual({ remember: 'de' })
  })

  it('applies the stored language when the cookie was lost', () => {
    expect(startupLanguage('consent=1', 'ar', '', 'en')).toEqual({ apply: 'ar' })
  })

  it("switches to the cookie's language when the page was rendered before the cookie changed", () => {
    // The previous page (or another tab) applied Arabic while this page's request was already on its way.
    expect(startupLanguage('lang=ar', 'ar', '', 'en')).toEqual({ apply: 'ar' })
    expect(startupLanguage('lang=de', 'ar', '', 'en')).toEqual({ apply: 'de' })
  })

  it('does nothing when cookie and storage agree, for a shared ?lang= link, or for unknown values', () => {
    expect(startupLanguage('lang=ar', 'ar', '', 'ar')).toBeNull()
    expect(startupLanguage('lang=de', 'ar', '?lang=en', 'en')).toBeNull()
    expect(startupLanguage('', 'xx', '', 'en')).toBeNull()
    expect(startupLanguage('slang=de', null, '', 'en')).toBeNull()
  })
})
