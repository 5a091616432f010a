import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { HTML_CACHE_HEADER } from '../contract/http.ts'
import { getRequestContext } from './context.ts'
import { renderDocument } from './lib/render-document.server.ts'

/** The server reads this export to hand loaders the per-request context (server/plugins/web.ts). */
export { requestContext } from './context.ts'

export const streamTimeout = 5_000

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers })
  const { nonce, user } = getRequestContext(loadContext)
  // Public pages opt in to the server's short-lived HTML cache with `handle = { htmlCache: true }`.
  const leaf = routerContext.staticHandlerContext.matches.at(-1)
  const cacheable = Boolean((leaf?.route.handle as { htmlCache?: boolean } | undefined)?.htmlCache)
  if (cacheable) headers.set(HTML_CACHE_HEADER, '1')

  const element = <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
  const { html, ok } = await renderDocument(element, { nonce, timeoutMs: streamTimeout + 1000, onLateError: console.error })
  headers.set('Content-Type', 'text/html; charset=utf-8')
  // A page only this account sees names the account itself, so its header shows Sign out even
  // where the hint script does not run (JavaScript off); shared pages never do (decision 0031).
  const body = !cacheable && user ? withAccount(html, user.role) : html
  return new Response(body, { headers, status: ok ? status : 500 })
}

/** The document with `<html data-account="…">`, as the hint script would set it (web/lib/account-hint.ts). */
function withAccount(html: Buffer<ArrayBuffer>, role: 'user' | 'admin') {
  const at = html.indexOf('<html ')
  if (at < 0) return html
  const tag = '<html '.length
  return Buffer.concat([html.subarray(0, at + tag), Buffer.from(`data-account="${role}" `), html.subarray(at + tag)])
}
