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

/**
 * Readable by scripts: `user` or `admin` while the visitor has a valid session, else absent. Public
 * pages are rendered without the session (so signed-in visitors share the HTML cache); an inline
 * script turns this hint into `<html data-account>` before the first paint, and the header shows
 * its signed-in part from that (docs/decisions/0031). It is only a display hint: every request is
 * still authorized by the httpOnly session cookie.
 */
export const ACCOUNT_HINT_COOKIE = 'looktag_account'
