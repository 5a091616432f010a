/**
 * Size limits shared by the forms, the API and the database's CHECK constraints
 * (server/db/schema), so a value one of them accepts is never refused by another.
 */

/** Longest URL we store (product links, social links, story URLs, banners). */
export const MAX_URL_LENGTH = 2048

/** RFC 5321 path limit. */
export const MAX_EMAIL_LENGTH = 254

/** Largest uploaded file (photos and profile pictures). */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024

/** Longest search text on public pages and in admin lists; longer searches are cut, not refused. */
export const SEARCH_MAX = 100
