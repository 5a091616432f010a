import { siteLinks } from '../../contract/site-links.ts'
import { call } from '../lib/api.ts'

/**
 * Ends the session on the server. Loaded when the account signs out: the API client stays out of
 * the header every public page loads, and a module only ever imported lazily needs no module
 * object built at run time.
 */
export function signOut() {
  return call(siteLinks.logout)
}
