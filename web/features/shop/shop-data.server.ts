import { data, type RouterContextProvider } from 'react-router'
import { safeHttpUrl } from '../../../contract/links.ts'
import { PRODUCT_CATEGORIES, type Product, type Storefront, StorefrontQuery } from '../../../contract/shop.ts'
import { getRequestContext } from '../../context.ts'
import { routeTranslations } from '../../i18n/route-translations.ts'
import { formatMoney } from '../../lib/format.ts'
import { shownVariants } from '../images/responsive-picture.tsx'
import type { ProductView, StoreView } from './view-types.ts'

/**
 * Server only (the storefront's loader): reads through the request's services and turns the API
 * shape into what the page renders, so the page's JavaScript carries no zod.
 */

export function productView(product: Product, currency: string, lang: string): ProductView {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    price_label: formatMoney(product.price, currency, lang),
    description: product.description,
    discount: product.discount,
    category: product.category,
    stock: product.stock,
    // Only the variants the page shows (decision 0041), as the public pages' loaders send them.
    images: product.images.map((image) => ({ ...image, variants: shownVariants(image.variants) })),
  }
}

/**
 * The page's CSP lets images come only from this site (public pages never hot-link other sites'
 * images), so a banner elsewhere would show as a broken image: only this site's banners render.
 */
export function ownBanner(url: string | null, publicUrl: string) {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//')) return url
  const safe = safeHttpUrl(url)
  return safe && new URL(safe).origin === new URL(publicUrl).origin ? safe : null
}

export function storeView(store: Storefront, publicUrl: string, lang: string): StoreView {
  return {
    username: store.seller.username,
    pageName: store.seller.page_name,
    photo: store.seller.photo,
    verified: store.seller.badge_verified,
    currency: store.currency,
    banner: ownBanner(store.banner_url, publicUrl),
    products: store.products.map((product) => productView(product, store.currency, lang)),
    page: store.page,
    totalPages: Math.max(1, store.total_pages),
  }
}

/**
 * /{username}/shop: the shop, or (unknown seller, private profile, disabled shop) a 404 with
 * `store: null`, which the page shows as "shop unavailable" — never a 500.
 */
export async function loadStorefront(context: Readonly<RouterContextProvider>, request: Request, username: string) {
  const { services, publicUrl, lang } = getRequestContext(context)
  const query = StorefrontQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  // Only what the storefront renders: its data is part of its HTML (docs/decisions/0047).
  const i18n = routeTranslations(context, [
    'shop.store',
    'shop.cart',
    // The coupon code's texts; the look cards' other texts are not shown here.
    'public.card.discount',
    'public.card.copy',
    'public.card.copied',
    'public.card.copy_code',
    'public.card.code_copied',
    'public.card.copy_failed',
    'public.categories',
    'public.pagination',
    'public.profile.verified',
    'public.profile.categories_label',
    'public.profile.search_submit',
    'public.profile.clear_search',
    'followers.button',
    'traders.store',
    'moderation.report',
    'moderation.report_label',
  ])
  try {
    const store = await services.shop.storefront(username, query)
    const trader = { details: store.trader, state: store.trader_state }
    return { store: storeView(store, publicUrl, lang), trader, categories: PRODUCT_CATEGORIES, query, i18n }
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'SHOP_NOT_FOUND') throw error
    // A page of its own (with its texts) rather than the error boundary, which gets no loader data.
    return data({ store: null, trader: null, categories: PRODUCT_CATEGORIES, query, i18n }, { status: 404 })
  }
}
