import type { Endpoint } from './endpoint.ts'

/**
 * The calls the header and the cookie notice of every public page link to, declared here without
 * their input schemas, because public pages load no zod (docs/public-pages.md);
 * `preferencesApi` (contract/preferences.ts) and `authApi` (contract/auth.ts) add the schemas the
 * server validates with. None takes path parameters, so a link's address is its `path`; plain
 * objects (no `endpoint()`), so the module imports nothing.
 */
export const siteLinks = {
  language: {
    method: 'GET',
    path: '/api/language',
    access: 'public',
    tag: 'preferences',
    summary: "Choose the language (cookie, and the signed-in account's language), then go back to the page",
    response: null,
  },
  consent: {
    method: 'POST',
    path: '/api/consent',
    access: 'public',
    tag: 'preferences',
    summary: 'Accept optional cookies, then go back to the page',
    response: null,
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tag: 'auth',
    summary: 'End this session (cookie or token); other devices stay signed in',
    response: null,
    status: 204,
  },
} as const satisfies Record<string, Endpoint>
