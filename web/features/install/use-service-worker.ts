import { useEffect } from 'react'

/**
 * Registers the app's service worker (scope `/`) from the creator's pages, the installed app's
 * start: it shows an offline page when a page cannot be reached, and nothing else (decision 0085).
 * Visitors of public pages never get it. The browser looks for a new worker on its own.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    // Registering is a nicety: a refusal (private mode, a blocked origin) leaves the page as it is.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined)
  }, [])
}
