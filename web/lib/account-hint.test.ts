import { describe, expect, it } from 'vitest'
import { ACCOUNT_HINT_COOKIE } from '../../contract/http.ts'
import { ACCOUNT_HINT_SCRIPT, applyAccountHint } from './account-hint.ts'

/** Just enough of a document: its cookie string and the <html> element's attributes. */
function fakeDocument(cookie: string, account?: string) {
  const attributes = new Map<string, string>(account ? [['data-account', account]] : [])
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  }
  return { doc: { cookie, documentElement } as unknown as Document, account: () => attributes.get('data-account') }
}

describe('account hint', () => {
  it.each([
    [`cookie_consent=1; ${ACCOUNT_HINT_COOKIE}=user`, 'user'],
    [`${ACCOUNT_HINT_COOKIE}=admin; cookie_consent=1`, 'admin'],
    ['cookie_consent=1', undefined],
    [`${ACCOUNT_HINT_COOKIE}=root`, undefined],
    [`x${ACCOUNT_HINT_COOKIE}=admin`, undefined],
    [`${ACCOUNT_HINT_COOKIE}=administrator`, undefined],
  ])('%s → data-account %s', (cookie, expected) => {
    const page = fakeDocument(cookie, 'admin')
    applyAccountHint(page.doc, ACCOUNT_HINT_COOKIE)
    expect(page.account()).toBe(expected)
  })

  it('runs the same as the inline script in <head>', () => {
    for (const cookie of [`${ACCOUNT_HINT_COOKIE}=admin`, 'cookie_consent=1']) {
      const page = fakeDocument(cookie, 'user')
      new Function('document', ACCOUNT_HINT_SCRIPT)(page.doc)
      expect(page.account()).toBe(cookie.includes('admin') ? 'admin' : undefined)
    }
  })
})
