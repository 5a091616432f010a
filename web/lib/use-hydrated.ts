import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during server rendering and hydration, true once React runs in the browser. Controls that
 * only work with JavaScript stay disabled until then, so an early click cannot do a native submit.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * A ref that marks its element `data-hydrated` once React has hydrated it (browser tests wait for
 * it), without the second render `useHydrated` costs: a page that needs only the mark does not
 * render its whole list again right after hydrating (docs/decisions/0032).
 */
export function markHydrated(element: HTMLElement | null) {
  element?.setAttribute('data-hydrated', 'true')
}
