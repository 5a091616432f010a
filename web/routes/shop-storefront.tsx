import { ShopUnavailable, StorefrontPage } from '../features/shop/storefront-page.tsx'
import { loadStorefront } from '../features/shop/shop-data.server.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/shop-storefront'

/** Anonymous visits are served from the short-lived HTML cache (dropped when the seller changes the shop). */
export const handle = { htmlCache: true }

/** /{username}/shop: the creator's storefront, server-rendered; search, category and page come from the URL. */
export const loader = ({ params, request, context }: Route.LoaderArgs) => loadStorefront(context, request, params.username)

export const meta: Route.MetaFunction = (args) => {
  const store = args.loaderData?.store
  if (!store) return [...pageMeta(args, 'shop.store', { noindex: true })]
  return pageMeta(args, 'shop.store', { params: ['page', 'category'] })
}

export default function Storefront({ loaderData }: Route.ComponentProps) {
  const { store, categories, query } = loaderData
  if (!store) return <ShopUnavailable />
  return <StorefrontPage store={store} categories={categories} search={query.search} category={query.category} />
}
