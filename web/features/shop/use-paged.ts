import { useEffect, useState } from 'react'
import type { Order, OrderPage, Product, ProductPage } from '../../../contract/shop.ts'
import type { shopApi } from '../../../contract/shop-api.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'

type PageOf<T> = { items: T[]; page: number; total: number; total_pages: number }
type State<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: PageOf<T> }

/** One page of a seller's list and the way to another page or a re-read after a write. */
export interface Paged<T> {
  state: State<T>
  page: number
  setPage: (page: number) => void
  reload: () => void
}

/**
 * One page of a seller's list (12 a page, newest first). The first page comes from the loader
 * (`initial`, null when it could not be read); other pages and re-reads after writes are asked here.
 */
export function usePaged(endpoint: typeof shopApi.products, initial: ProductPage | null): Paged<Product>
export function usePaged(endpoint: typeof shopApi.orders, initial: OrderPage | null): Paged<Order>
export function usePaged(endpoint: typeof shopApi.products | typeof shopApi.orders, initial: PageOf<unknown> | null): Paged<unknown> {
  const [page, setPage] = useState(1)
  const list = useEndpoint(
    endpoint as typeof shopApi.products,
    { query: { page } },
    { initial: (initial as ProductPage | null) ?? undefined },
  )
  const data = list.data as PageOf<unknown> | undefined
  // Deleting the last item of the last page: show the page before it.
  const stepBack = data !== undefined && data.items.length === 0 && data.page === page && page > 1
  useEffect(() => {
    if (stepBack) setPage(page - 1)
  }, [stepBack, page])

  const state: State<unknown> =
    list.error && !list.loading ? { kind: 'error' } : data && !stepBack ? { kind: 'ready', data } : { kind: 'loading' }
  return { state, page, setPage, reload: () => void list.reload() }
}
