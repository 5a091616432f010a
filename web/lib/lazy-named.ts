import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * A named export as a lazily loaded component, its module a chunk of its own (docs/decisions/0029).
 * Public pages render it inside `<Suspense>`: the server sends the full HTML, the browser paints
 * it before any of the page's own code has loaded, and React hydrates that part once it arrives.
 */
// biome-ignore lint/suspicious/noExplicitAny: any props here; JSX checks them against the export's own type
export function lazyNamed<M extends { [N in K]: ComponentType<any> }, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }))
}
