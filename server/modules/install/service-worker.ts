import { createHash } from 'node:crypto'

/** The offline page's cache; the version in its name changes with the worker's code. */
const CACHE_PREFIX = 'looktag-offline-'

/**
 * The service worker, as served at /sw.js (scope `/`). It answers only navigations that fail to
 * reach the server, with the offline page it stored on install; everything else, and every
 * navigation that reaches the server, goes to the network untouched: no page, API answer or asset
 * is ever cached, so no account's data is kept on the device and no page is stale. Assets keep
 * their release scheme (decision 0074) because the worker never sees them.
 */
function workerSource(cacheName: string) {
  return `'use strict'
const CACHE = ${JSON.stringify(cacheName)}
const OFFLINE = '/offline'
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.add(new Request(OFFLINE, { cache: 'reload' }))).then(() => self.skipWaiting()))
})
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith(${JSON.stringify(CACHE_PREFIX)}) && name !== CACHE) await caches.delete(name)
    if (self.registration.navigationPreload) await self.registration.navigationPreload.enable()
    await self.clients.claim()
  })())
})
self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.mode !== 'navigate' || request.method !== 'GET') return
  event.respondWith((async () => {
    try {
      return (await event.preloadResponse) || (await fetch(request))
    } catch (error) {
      return (await caches.match(OFFLINE, { cacheName: CACHE })) || Response.error()
    }
  })())
})
`
}

/** The worker's code, its cache named after a hash of it: a new release with other code replaces the old cache on activation. */
export function serviceWorkerScript(offlineVersion: string) {
  const version = createHash('sha256')
    .update(workerSource('') + offlineVersion)
    .digest('hex')
    .slice(0, 12)
  return workerSource(`${CACHE_PREFIX}${version}`)
}
