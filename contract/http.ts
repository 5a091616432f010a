/**
 * Cookie and header names that the server and the web app both read or write; defined here so
 * neither side imports the other's internals.
 */

/** Set when the visitor accepted the cookie notice; read by the server for rendering and its cache key. */
export const CONSENT_COOKIE = 'cookie_consent'

/**
 * Response header by which web/entry.server.tsx tells the server that the page may go into the
 * public HTML cache (the leaf route has `handle = { htmlCache: true }`); never sent to browsers.
 */
export const HTML_CACHE_HEADER = 'x-looktag-html-cache'
