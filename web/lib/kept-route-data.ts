import { useEffect } from 'react'
import { isRouteErrorResponse } from 'react-router'

/**
 * A read that failed on the way (offline, a 5xx, a loader that threw), as opposed to a redirect or
 * an answer a loader meant (a 404, a 403), which still go where they lead.
 */
export function isReadFailure(error: unknown): boolean {
  if (error instanceof Response) return false
  return !(isRouteErrorResponse(error) && error.status < 500)
}

/**
 * The data a route shows in the browser, kept for when reading it again fails: the page stays and
 * `failed` marks the parts that read their own data as failed, each showing its error and Retry. A
 * first load has nothing to keep (and none of the page's texts), so it still goes to the boundary.
 */
export function keptRouteData<T>() {
  let shown: T | undefined
  return {
    /** In the route's component: what it shows now. */
    useShown(data: T) {
      useEffect(() => {
        shown = data
      }, [data])
    },
    /** In the route's clientLoader. */
    async read(serverLoader: () => Promise<T>, failed: (shown: T) => T = (kept) => kept): Promise<T> {
      try {
        return await serverLoader()
      } catch (error) {
        if (!shown || !isReadFailure(error)) throw error
        return failed(shown)
      }
    },
  }
}
