import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../../server/i18n.ts'
import { WelcomeTitle } from './welcome-title.tsx'

// Vitest resolves react-i18next itself (the app's lite stand-in renders the same, react-i18n-lite.test.tsx).
const catalogs = loadCatalogs()
async function render(lang: 'en' | 'ar') {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: catalogs[lang] } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <WelcomeTitle username="mila-rose-22" />
    </I18nextProvider>,
  )
}

describe('the dashboard welcome', () => {
  it('keeps a hyphenated username whole and left to right inside the Arabic sentence', async () => {
    expect(await render('ar')).toMatch(/^مرحبًا بعودتك، <bdi dir="ltr" class="[^"]*whitespace-nowrap[^"]*">mila-rose-22<\/bdi>$/)
  })

  it('reads "Welcome back, name" in English', async () => {
    expect(await render('en')).toMatch(/^Welcome back, <bdi dir="ltr"[^>]*>mila-rose-22<\/bdi>$/)
  })
})
