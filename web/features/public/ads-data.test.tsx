import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../../server/i18n.ts'
import { AdsData } from './ads-data.tsx'
import type { ImageView, ProfileView } from './view-types.ts'

const catalogs = loadCatalogs()
const labels = (catalogs.en.public as { disclosure: Record<string, string> }).disclosure

const look = (id: string, extra: Partial<ImageView>) =>
  ({ id, url: `/uploads/images/${id}/w1080.webp`, description: null, disclosure: 'none', disclosure_brand: null, ...extra }) as ImageView

async function render(images: ImageView[]) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: catalogs.en } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  const profile = { username: 'mila', page_name: 'Mila', images } as unknown as ProfileView
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AdsData profile={profile} />
    </I18nextProvider>,
  )
}

describe("the creator page's structured data", () => {
  it('names each ad look with its disclosure and a paid partnership with its brand as sponsor', async () => {
    const html = await render([
      look('a', { disclosure: 'paid', disclosure_brand: 'Acme', description: 'Red coat </script><b>' }),
      look('b', { disclosure: 'gifted' }),
      look('c', {}),
    ])
    const json = html.match(/^<script type="application\/ld\+json">(.*)<\/script>$/)?.[1] ?? ''
    expect(json).not.toContain('<')
    const data = JSON.parse(json)
    expect(data.mainEntity).toEqual({ '@type': 'Person', name: 'Mila', alternateName: '@mila' })
    expect(data.hasPart).toEqual([
      {
        '@type': 'ImageObject',
        contentUrl: '/uploads/images/a/w1080.webp',
        caption: 'Red coat </script><b>',
        keywords: labels.paid_with.replace('{{brand}}', 'Acme'),
        sponsor: { '@type': 'Organization', name: 'Acme' },
      },
      { '@type': 'ImageObject', contentUrl: '/uploads/images/b/w1080.webp', keywords: labels.gifted },
    ])
  })

  it('is left out of a page without ad looks', async () => {
    expect(await render([look('c', {})])).toBe('')
  })
})
