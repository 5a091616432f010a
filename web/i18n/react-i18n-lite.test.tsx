import i18next from 'i18next'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as real from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../contract/language.ts'
import { loadCatalogs } from '../../server/i18n.ts'
import { createLiteI18n } from './lite-i18n.ts'
import * as lite from './react-i18n-lite.tsx'

const catalogs = loadCatalogs()

/** Like the registration form's link: Trans puts the text inside. */
function Link({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>
}

/** The app's two <Trans> uses, rendered by react-i18next and by the lite version. */
function render(lib: typeof lite | typeof real, i18n: never) {
  const { I18nextProvider, Trans } = lib
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <p>
        <Trans
          i18nKey="reset.request.sent_hint"
          values={{ email: 'mila<x>@example.com' }}
          components={{ email: <bdi className="font-semibold" /> }}
        />
      </p>
      <p>
        <Trans
          i18nKey="register.terms.label"
          components={{ terms: <Link href="/terms-of-use" />, privacy: <Link href="/privacy-policy" /> }}
        />
      </p>
    </I18nextProvider>,
  )
}

describe('react-i18n-lite', () => {
  it.each(LANGUAGES)('renders <Trans> like react-i18next in %s', async (lang) => {
    const reference = i18next.createInstance()
    await reference.use(real.initReactI18next).init({
      lng: lang,
      resources: { [lang]: { translation: catalogs[lang] } },
      nsSeparator: false,
      interpolation: { escapeValue: false },
    })
    const expected = render(real, reference as never)
    expect(render(lite, createLiteI18n(lang, catalogs[lang]) as never)).toBe(expected)
    expect(expected).toContain('mila&lt;x&gt;@example.com')
  })
})
