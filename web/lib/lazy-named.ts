import { type ComponentType, type LazyExoticComponent, lazy, type MemoExoticComponent, memo } from 'react'

/**
 * A named export as a lazily loaded component, its module a chunk of its own (docs/decisions/0029).
 * Public pages render it inside `<Suspense>`: the server sends the full HTML, the browser paints
 * it before any of the page's own code has loaded, and React hydrates that part once it arrives.
 *
 * Memoized: its props come from loader data, which keeps its identity when the router's state
 * changes for other reasons (route discovery after hydration patches the route tree and
 * re-renders every route), so a page of 30 cards is not rendered twice while it hydrates
 * (docs/decisions/0032).
 */
// biome-ignore lint/suspicious/noExplicitAny: any props here; JSX checks them against the export's own type
export function lazyNamed<M extends { [N in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): MemoExoticComponent<LazyExoticComponent<M[K]>> {
  return memo(lazy(async () => ({ default: (await load())[name] })))
}
