import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ImageCategory } from '../../../contract/images.ts'
import { Avatar, VerifiedMark } from '../../components/avatar.tsx'
import { ToastProvider } from '../../components/flash.tsx'
import { Icon } from '../../components/icon.tsx'
import { FollowButton } from '../followers/follow-button.tsx'
import { InAppHint } from '../in-app/in-app-hint.tsx'
import { CategoryFilter } from '../public/category-filter.tsx'
import { Pagination } from '../public/pagination.tsx'
import { SearchForm } from '../public/search-form.tsx'
import { usePageView } from '../public/tracking.ts'
import { type CartProduct, cartCount, remaining } from './cart.ts'
import { CartDialog } from './cart-dialog.tsx'
import { ProductCard } from './product-card.tsx'
import { useCart } from './use-cart.ts'
import type { ProductView, StoreView } from './view-types.ts'

const toCartProduct = (p: ProductView): CartProduct => ({
  id: p.id,
  name: p.name,
  price: p.price,
  image: p.images[0]?.url ?? null,
  stock: p.stock,
})

/**
 * /{username}/shop: the creator's header, search and categories (in the URL, like the creator
 * page), the banner, 12 products a page, and a floating cart kept in this browser. A shop that
 * takes no orders (its notice says why) shows its products without cart buttons or cart.
 */
export function StorefrontPage({
  store,
  selling = true,
  categories,
  search,
  category,
}: {
  store: StoreView
  /** Whether the shop takes orders now (trader details given, not suspended). */
  selling?: boolean
  categories: readonly ImageCategory[]
  search: string | undefined
  category: ImageCategory | undefined
}) {
  const { t } = useTranslation()
  const { cart, add, remove, setQuantity } = useCart(store.username, store.products.map(toCartProduct))
  usePageView(store.username)
  const [open, setOpen] = useState(false)
  const count = cartCount(cart)
  const profileHref = `/${encodeURIComponent(store.username)}`
  const cartPath = `${profileHref}/cart`

  return (
    <ToastProvider>
      <InAppHint context="checkout" />
      <header className="border-b border-zinc-200 bg-zinc-50">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-6">
          <Avatar src={store.photo} name={store.username} size={160} className="size-16 text-2xl ring-4 ring-white" />
          {/* At least 12rem for the name, so on phones the back link moves below instead of squeezing it. */}
          <div className="min-w-0 flex-1 basis-48">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-zinc-900">
              <span dir="auto">{store.pageName || store.username}</span>
              {store.verified && <VerifiedMark label={t('public.profile.verified')} className="size-5" />}
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold text-white">{t('shop.store.title')}</span>
            </h1>
            <p className="text-sm text-zinc-600" dir="ltr">
              @{store.username}
            </p>
          </div>
          <FollowButton
            username={store.username}
            name={store.pageName || store.username}
            className="bg-brand-600 text-white hover:bg-brand-700"
          />
          <Link
            to={profileHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 hover:bg-zinc-50"
          >
            <Icon name="chevron-back" className="size-4 rtl:rotate-180" />
            {t('shop.store.back_to_profile')}
          </Link>
        </div>
      </header>

      {store.banner && (
        <div className="mx-auto mt-6 max-w-6xl px-4">
          <img src={store.banner} alt="" className="aspect-[3/1] w-full rounded-3xl object-cover sm:aspect-[4/1]" />
        </div>
      )}

      <section aria-labelledby="shop-products-title" className="mx-auto mt-8 max-w-6xl px-4 pb-28">
        <h2 id="shop-products-title" className="text-xl font-bold text-zinc-900">
          {search ? t('shop.store.results_for', { search }) : t('shop.store.products_title')}
        </h2>
        <div className="mt-4 flex flex-col gap-4">
          <SearchForm
            label={t('shop.store.search_label')}
            placeholder={t('shop.store.search_placeholder')}
            value={search}
            hidden={{ category }}
          />
          <CategoryFilter categories={categories} active={category} look="chips" />
        </div>
        {store.products.length === 0 ? (
          <p className="mt-10 rounded-2xl bg-zinc-50 px-6 py-12 text-center text-zinc-600">
            {search || category ? t('shop.store.no_results') : t('shop.store.empty')}
          </p>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {store.products.map((product, index) => {
              const held = cart.find((item) => item.id === product.id)?.quantity ?? 0
              return (
                <li key={product.id} className="flex">
                  <ProductCard
                    product={product}
                    selling={selling}
                    cartPath={cartPath}
                    held={held}
                    left={remaining(cart, product)}
                    priority={index === 0 ? 'high' : 'lazy'}
                    onAdd={() => add(toCartProduct(product))}
                    onRemove={() => remove(product.id)}
                  />
                </li>
              )
            })}
          </ul>
        )}
        <Pagination page={store.page} total={store.totalPages} />
      </section>

      {selling && (
        <>
          <OpenCartButton count={count} cartPath={cartPath} onOpen={() => setOpen(true)} />
          <CartDialog
            open={open}
            onClose={() => setOpen(false)}
            username={store.username}
            currency={store.currency}
            cart={cart}
            onQuantity={setQuantity}
            onRemove={remove}
          />
        </>
      )}
    </ToastProvider>
  )
}

/**
 * The floating cart: before the script runs (and without it) its form opens the cart page; once
 * the script runs, the cart dialog.
 */
function OpenCartButton({ count, cartPath, onOpen }: { count: number; cartPath: string; onOpen: () => void }) {
  const { t } = useTranslation()
  return (
    <form
      method="get"
      action={cartPath}
      onSubmit={(event) => {
        event.preventDefault()
        onOpen()
      }}
    >
      <button
        type="submit"
        aria-label={t('shop.cart.open_label', { count })}
        // Floats above the cookie notice while it is shown (page CSS, so also before hydration).
        className="fixed end-5 bottom-5 z-40 inline-flex [body:has([data-cookie-notice])_&]:bottom-36 min-h-14 items-center gap-2 rounded-full bg-zinc-900 px-5 text-base font-bold text-white shadow-xl hover:bg-zinc-700 focus-visible:ring-4 focus-visible:ring-brand-300 focus-visible:outline-none"
      >
        <Icon name="bag" className="size-6" />
        {t('shop.cart.open')}
        <span
          className="grid min-w-7 place-items-center rounded-full bg-white px-1.5 text-sm text-zinc-900 tabular-nums"
          data-testid="cart-count"
        >
          {count}
        </span>
      </button>
    </form>
  )
}

export { ShopUnavailable } from './shop-unavailable.tsx'
