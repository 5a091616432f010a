import { ACCOUNT_HINT_COOKIE } from '../../contract/http.ts'

/**
 * Sets `<html data-account="user|admin">` from the account hint cookie, or removes it. Public
 * pages are rendered without the session and shared between visitors (docs/decisions/0031); the
 * header shows its signed-in part through CSS on this attribute, so it is right at the first paint.
 */
export function applyAccountHint(doc: Document, cookieName: string) {
  const match = new RegExp(`(?:^|;\\s*)${cookieName}=(user|admin)(?:;|$)`).exec(doc.cookie)
  if (match) doc.documentElement.setAttribute('data-account', match[1])
  else doc.documentElement.removeAttribute('data-account')
}

/** The same, as the inline script in <head> that runs before the body is painted. */
export const ACCOUNT_HINT_SCRIPT = `(${applyAccountHint.toString()})(document,${JSON.stringify(ACCOUNT_HINT_COOKIE)})`

/** After a client navigation: a sign-in or sign-out on the way may have changed the hint. */
export const syncAccountHint = () => applyAccountHint(document, ACCOUNT_HINT_COOKIE)
