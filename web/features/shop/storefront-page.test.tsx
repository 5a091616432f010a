import i18next from 'i18next'
import { renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { TraderState } from '../../../contract/traders.ts'
import { loadCatalogs } from '../../../server/i18n.ts'
import { shopTakesOrders, TraderClosedNotice } from '../traders/trader-info.tsx'
import { StorefrontPage } from './storefront-page.tsx'
import type { StoreView } from './view-types.ts'

const catalogs = loadCatalogs()

const store: StoreView = {
  username: 'mila',
  pageName: 'Mila',
  photo: null,
  verified: false,
  currency: 'eur',
  banner: null,
  products: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Silk scarf',
      price: 2500,
      price_label: '€25.00',
      description: 'Soft',
      discount: null,
      category: 'clothes',
      stock: 3,
      images: [],
    },
  ],
  page: 1,
  totalPages: 1,
}

/** The page as the server renders it (no script): the route's notice and the storefront. */
async function render(state: TraderState) {
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: catalogs.en } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
  })
  const page = (
    <>
      <TraderClosedNotice state={state} />
      <StorefrontPage store={store} selling={shopTakesOrders(state)} categories={['clothes']} search={undefined} category={undefined} />
    </>
  )
  const router = createMemoryRouter([{ path: '/mila/shop', element: page }], { initialEntries: ['/mila/shop'] })
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
}

describe('the storefront', () => {
  const addForm = /<form action="\/mila\/cart" method="post"/
  const addLabel = 'Add Silk scarf to cart'

  it('sells while the trader may take orders: add-to-cart forms and the cart', async () => {
    for (const state of ['unverified', 'verified'] as const) {
      const html = await render(state)
      expect(html).toMatch(addForm)
      expect(html).toContain(addLabel)
      expect(html).toContain('data-testid="cart-count"')
      expect(html).not.toContain('data-testid="shop-closed"')
    }
  })

  it('shows no add-to-cart button and no cart, only the notice, while the shop takes no orders', async () => {
    for (const [state, notice] of [
      ['missing', 'This seller has not given their trader details yet, so the shop takes no orders for now.'],
      ['suspended', 'This shop takes no orders at the moment.'],
    ] as const) {
      const html = await render(state)
      expect(html).toContain('data-testid="shop-closed"')
      expect(html).toContain(notice)
      expect(html).toContain('Silk scarf')
      expect(html).not.toMatch(addForm)
      expect(html).not.toContain(addLabel)
      expect(html).not.toContain('data-testid="cart-count"')
    }
  })
})
