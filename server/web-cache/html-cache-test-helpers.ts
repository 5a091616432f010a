import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import { HTML_CACHE_HEADER } from '../../contract/http.ts'
import type { SessionUser } from '../plugins/auth.ts'
import { securityHeaders } from '../plugins/security-headers.ts'
import { renderWithCache } from './cached-render.ts'
import type { HtmlCache } from './html-cache.ts'

/**
 * A server like the real one around the cache: cookies, per-response nonces, req.lang, and req.user
 * for visitors with a session cookie.
 */
export async function serverWith(
  cache: HtmlCache,
  page: (nonce: string, url: string) => { status?: number; cacheable?: boolean; cookie?: string; fail?: boolean },
  /** While set, renders wait for it (to have visitors arrive during a render). */
  hold: { until?: Promise<void> } = {},
) {
  const app = Fastify()
  await app.register(cookie)
  await app.register(securityHeaders, { devAssets: false })
  app.decorateRequest('lang', 'en')
  app.decorateRequest('user', null)
  app.addHook('onRequest', async (req) => {
    req.user = req.cookies.looktag_session ? ({ id: 'u1', role: 'user', username: 'mila' } as SessionUser) : null
    req.lang = (req.query as { lang?: 'en' | 'de' | 'ar' }).lang ?? 'en'
  })
  let renders = 0
  app.get('/*', async (req, reply) =>
    renderWithCache(
      req,
      reply,
      async () => {
        const number = ++renders
        await hold.until
        const nonce = reply.cspNonce.script
        const { status = 200, cacheable = true, cookie: setCookie, fail } = page(nonce, req.url)
        if (fail) throw new Error(`render ${number} of ${req.url} failed`)
        const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' })
        if (cacheable) headers.set(HTML_CACHE_HEADER, '1')
        if (setCookie) headers.set('set-cookie', setCookie)
        const html = `<html><script nonce="${nonce}">window.n=${JSON.stringify(nonce)}</script><p>render ${number} of ${req.url}</p></html>`
        return new Response(html, { status, headers })
      },
      cache,
    ),
  )
  return { app, renders: () => renders }
}

export const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
