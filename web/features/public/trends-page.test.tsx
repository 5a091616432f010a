import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../../server/i18n.ts'
import { TrendsPage } from './trends-page.tsx'
import type { ImageView } from './view-types.ts'

const catalogs = loadCatalogs()

function look(n: number): ImageView {
  const base = `/uploads/images/${n}`
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    url: `${base}/w1080.webp`,
    variants: [320, 1080].flatMap((width) =>
      (['webp', 'jpeg'] as const).map((format) => ({
        url: `${base}/w${width}.${format === 'jpeg' ? 'jpg' : format}`,
        width,
        height: width * 1.25,
        format,
      })),
    ),
    placeholder: null,
    width: 1200,
    height: 1500,
    category: 'clothes',
    description: `Look ${n}`,
    discount: `CODE${n}`,
    ai_generated: false,
    username: 'mila',
    expiry_label: 'Dec 1, 2026',
    tags: [{ id: `tag-${n}`, x_percent: 40, y_percent: 50, href: `/go/tag-${n}`, host: 'shop.example' }],
  } as ImageView
}

async function render(count: number) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: catalogs.en } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  const page = (
    <TrendsPage
      images={Array.from({ length: count }, (_, i) => look(i + 1))}
      categories={['clothes']}
      page={1}
      totalPages={1}
      morePages={false}
      search={undefined}
      category={undefined}
      publicUrl="https://looktag.example"
    />
  )
  // The search form submits through the router: a data router, as on the site.
  const router = createMemoryRouter([{ path: '/trends', element: page }], { initialEntries: ['/trends'] })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
}

describe('the trends page', () => {
  it('draws every card’s share icon from one hidden symbol on the page', async () => {
    const html = await render(3)
    expect(html.match(/<symbol id="share-icon"/g)).toHaveLength(1)
    expect(html).toMatch(/<svg aria-hidden="true" class="hidden"><symbol id="share-icon"/)
    expect(html.match(/<use href="#share-icon"><\/use>/g)).toHaveLength(3)
    // The share symbol's one path, and each card's Report flag.
    expect(html.match(/<path /g)).toHaveLength(1 + 3)
  })

  it('lets off-screen cards skip rendering with a card-sized placeholder box', async () => {
    const html = await render(2)
    expect(
      html.match(
        /<article [^>]*\[content-visibility:auto\][^>]*\[contain-intrinsic-block-size:auto_40rem\]|<article [^>]*\[contain-intrinsic-block-size:auto_40rem\][^>]*\[content-visibility:auto\]/g,
      ),
    ).toHaveLength(2)
  })

  it('puts a tag pin’s number straight in its link, named for screen readers', async () => {
    const html = await render(1)
    expect(html).toMatch(
      /<a href="\/go\/tag-1" [^>]*aria-label="[^"]*shop\.example[^"]*"[^>]*><span class="[^"]*-z-10[^"]*"><\/span>1<\/a>/,
    )
  })
})
