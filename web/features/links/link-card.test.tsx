import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../../server/i18n.ts'
import { LinkCard } from './link-card.tsx'

const catalogs = loadCatalogs()

async function render(link: Partial<Parameters<typeof LinkCard>[0]['link']>) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'ar',
    resources: { ar: { translation: catalogs.ar } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  const full = {
    id: '00000000-0000-4000-8000-000000000001',
    url: 'https://shop.example/p/1?tag=mila-21',
    verdict: 'tracking_lost' as const,
    reason: null,
    detail: null,
    final_url: null,
    checked_at: null,
    clicks_30d: 3,
    tags: [],
    campaigns: 0,
    social: false,
    ...link,
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <LinkCard link={full} busy={false} onCheck={() => {}} onHide={() => {}} />
    </I18nextProvider>,
  )
}

describe('a link in Arabic', () => {
  it('puts the address it ends at on a left-to-right line of its own, apart from the label', async () => {
    const html = await render({ final_url: 'https://shop.example/p/1' })
    expect(html).toContain('<span>ينتهي عند:</span><bdi dir="ltr" class="line-clamp-3 block break-all">https://shop.example/p/1</bdi>')
  })

  it('isolates the quoted parameter in the reason', async () => {
    const html = await render({ reason: 'parameter_lost', detail: 'tag=mila-21' })
    expect(html).toContain('\u2068tag=mila-21\u2069')
  })
})
