import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../../server/i18n.ts'
import { DisclosureLabel } from './disclosure-label.tsx'

const catalogs = loadCatalogs()

async function render(brand: string) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: catalogs.en } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <DisclosureLabel image={{ disclosure: 'paid', disclosure_brand: brand }} />
    </I18nextProvider>,
  )
}

describe('the ad label of a paid partnership', () => {
  it('names the brand in an isolate of its own, so its direction stays inside it', async () => {
    expect(await render('Acme')).toContain('paid partnership with \u2068Acme\u2069</span>')
    // A right-to-left override stored before such names were refused ends at the isolate's end.
    expect(await render('Acme\u202e')).toContain('\u2068Acme\u202e\u2069</span>')
  })
})
