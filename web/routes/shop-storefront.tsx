import { Suspense } from 'react'
import { loadStorefront } from '../features/shop/shop-data.server.ts'
import { shopTakesOrders, TraderClosedNotice, TraderInfo } from '../features/traders/trader-info.tsx'
import { namespaceFromMatches } from '../i18n/route-translations.ts'
import { lazyNamed } from '../lib/lazy-named.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/shop-storefront'

/** Anonymous visits are served from the short-lived HTML cache (dropped when the seller changes the shop). */
export const handle = { htmlCache: true }

/** /{username}/shop: the creator's storefront, server-rendered; search, category and page come from the URL. */
export const loader = ({ params, request, context }: Route.LoaderArgs) => loadStorefront(context, request, params.username)

type StoreTexts = { meta: { title: string; description: string }; unavailable_title: string }

export const meta: Route.MetaFunction = (args) => {
  const store = args.loaderData?.store
  const texts = (namespaceFromMatches(args.matches, 'shop') as { store?: StoreTexts } | undefined)?.store
  if (!store) return pageMeta(args, 'shop.store', { title: texts?.unavailable_title, noindex: true })
  const name = store.pageName || store.username
  const fill = (text: string | undefined) => text?.replaceAll('{{name}}', name)
  return pageMeta(args, 'shop.store', {
    title: fill(texts?.meta.title),
    description: fill(texts?.meta.description),
    image: store.banner ?? store.products[0]?.images[0]?.url,
    keepParams: ['page', 'category'],
  })
}

const storefront = () => import('../features/shop/storefront-page.tsx')
const StorefrontPage = lazyNamed(storefront, 'StorefrontPage')
const ShopUnavailable = lazyNamed(storefront, 'ShopUnavailable')

export default function Storefront({ loaderData }: Route.ComponentProps) {
  const { store, trader, categories, query } = loaderData
  return (
    <Suspense>
      {store && trader ? (
        <>
          <TraderClosedNotice state={trader.state} />
          <StorefrontPage
            store={store}
            selling={shopTakesOrders(trader.state)}
            categories={categories}
            search={query.search}
            category={query.category}
          />
          <TraderInfo trader={trader.details} />
        </>
      ) : (
        <ShopUnavailable />
      )}
    </Suspense>
  )
}
