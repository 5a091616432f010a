import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { ACCOUNT_HINT_COOKIE, CONSENT_COOKIE } from '../../contract/http.ts'
import type { Language } from '../../contract/language.ts'
import { directionOf } from '../../contract/language.ts'
import type { RequestContext } from '../../web/context.ts'
import type { Catalog } from '../i18n.ts'
import { sessionCookieOptions } from '../modules/auth/session.ts'
import { removeStaleTempFiles } from '../ports/storage/disk.adapter.ts'
import { renderWithCache } from '../web-cache/cached-render.ts'
import type { HtmlCache } from '../web-cache/html-cache.ts'
import { isLocalDevClient } from './local-only.ts'
import { formPostErrorHandler } from './web-form-limited.ts'
import { formBody, formPost, formPostLimit, pagePath } from './web-form-post.ts'
import { receiveFormUpload } from './web-form-upload.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
}

interface WebOptions {
  mode: 'build' | 'vite' | 'none'
  buildDir: string
  /** The language's catalog with the platform's name in it (server/i18n.ts). */
  catalogFor: (lang: Language, siteName: string) => Catalog
  contextBase: Pick<RequestContext, 'publicUrl' | 'sourceUrl' | 'production' | 'services'>
  /** Public pages' HTML cache (build mode only: in development every change must show at once). */
  htmlCache?: HtmlCache
  /** RATE_LIMIT_MAX, which form posts to route actions scale their limits with (web-form-post.ts). */
  rateLimitMax: number
  /** Where a plain form post's files wait for its route action (web-form-upload.ts). */
  uploadTmpDir: string
}

type EntryWithContext = { requestContext: Parameters<RouterContextProvider['set']>[0] }

/**
 * Serves the React Router app: hashed assets with a year of immutable caching and everything else
 * server-rendered. In `vite` mode the Vite dev server provides modules and hot reload instead.
 */
export const web = fp(
  async (app, opts: WebOptions) => {
    if (opts.mode === 'none') return
    // React Router derives its route table from a build FUNCTION on every request (matching tables,
    // ranked branches: ~6 % of a render); a build object is derived once. Only Vite's changes.
    let build: ServerBuild | (() => Promise<ServerBuild>)
    if (opts.mode === 'vite') {
      const vite = await import('vite').then((v) =>
        v.createServer({ server: { middlewareMode: true, hmr: { server: app.server } }, appType: 'custom' }),
      )
      await app.register(import('@fastify/middie'))
      app.use(vite.middlewares)
      app.addHook('onClose', () => vite.close())
      build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
    } else {
      const serverEntry = path.join(opts.buildDir, 'server/index.js')
      if (!existsSync(serverEntry)) throw new Error(`No web build at ${serverEntry}: run "npm run build" first`)
      // The release folder behind build/current, once: a later build swaps the link, never what this process serves.
      const buildDir = realpathSync(opts.buildDir)
      build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
      const clientDir = path.join(buildDir, 'client')
      await app.register(fastifyStatic, {
        root: path.join(clientDir, 'assets'),
        prefix: '/assets/',
        preCompressed: true,
        immutable: true,
        maxAge: '365d',
        decorateReply: false,
      })
      // Unhashed public files (favicon, images): cached for a day, then revalidated.
      for (const entry of readdirSync(clientDir, { withFileTypes: true })) {
        if (entry.name === 'assets' || entry.name.startsWith('.')) continue
        if (entry.isDirectory()) {
          await app.register(fastifyStatic, {
            root: path.join(clientDir, entry.name),
            prefix: `/${entry.name}/`,
            preCompressed: true,
            maxAge: '1d',
            decorateReply: false,
            index: false,
          })
        } else {
          const body = readFileSync(path.join(clientDir, entry.name))
          const type = CONTENT_TYPES[path.extname(entry.name)] ?? 'application/octet-stream'
          app.get(`/${entry.name}`, { schema: { hide: true } }, (_req, reply) =>
            reply.type(type).header('cache-control', 'public, max-age=86400').send(body),
          )
        }
      }
    }

    // Files a killed process left between receiving a form and its answer.
    void removeStaleTempFiles(opts.uploadTmpDir, 60 * 60 * 1000).catch(() => undefined)
    const handle = createRequestHandler(build, opts.mode === 'vite' ? 'development' : 'production')

    const secure = opts.contextBase.publicUrl.startsWith('https:')
    const render = async (req: FastifyRequest, reply: FastifyReply) => {
      syncAccountHint(req, reply, secure)
      const post = req.method === 'POST'
      const renderPage = async () => {
        const entry = (typeof build === 'function' ? await build() : build).entry.module as unknown as EntryWithContext
        const context = new RouterContextProvider()
        const form = post ? formPost(req, reply, secure) : undefined
        context.set(entry.requestContext, {
          ...opts.contextBase,
          lang: req.lang,
          dir: directionOf(req.lang),
          nonce: reply.cspNonce.script,
          catalog: opts.catalogFor(req.lang, (await opts.contextBase.services.site.settings()).identity.name),
          consented: req.cookies[CONSENT_COOKIE] === '1',
          user: req.user,
          localDevClient: isLocalDevClient(req, opts.contextBase.production),
          form,
        } satisfies RequestContext)
        const url = `${req.protocol}://${req.host}${req.url}`
        const headers = toHeaders(req)
        if (!post) return handle(new Request(url, { method: req.method, headers }), context)
        // The body was parsed once already; the action reads it again as form data.
        headers.delete('content-length')
        if (!req.isMultipart()) return handle(new Request(url, { method: 'POST', headers, body: formBody(req) }), context)
        // A form with files: its text goes on as a urlencoded body, its files through the context.
        const received = await receiveFormUpload(
          req,
          { tmpDir: opts.uploadTmpDir, admitUpload: opts.contextBase.services.images.admitUpload },
          pagePath(req),
        )
        try {
          if (form) form.upload = received.upload
          headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8')
          return await handle(new Request(url, { method: 'POST', headers, body: received.fields }), context)
        } finally {
          await received.done()
        }
      }
      // Public pages may come from the short-lived HTML cache (server/web-cache).
      return renderWithCache(req, reply, renderPage, opts.htmlCache)
    }

    app.route({ method: ['GET', 'HEAD'], url: '/*', handler: render, schema: { hide: true } })
    // Forms post to their page's route action, so they work before and without the page's script
    // (DESIGN.md, docs/decisions/0079): behind the same Origin check and session as the API.
    // A plain post over its limit is answered with a page, not JSON (web-form-limited.ts).
    app.route({
      method: 'POST',
      url: '/*',
      handler: render,
      schema: { hide: true },
      config: { rateLimit: formPostLimit(opts) },
      errorHandler: formPostErrorHandler,
    })
  },
  { name: 'web', dependencies: ['request-language', 'security', 'auth'] },
)

/**
 * Keeps the script-readable account hint (contract/http.ts) in step with the session on every page
 * and client-navigation request: set after a sign-in, dropped once the session is gone (sign-out,
 * expiry, blocking). The page itself is the same for everyone; only the browser reads the hint.
 */
function syncAccountHint(req: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const hint = req.user?.role
  if (req.cookies[ACCOUNT_HINT_COOKIE] === hint) return
  if (hint) reply.setCookie(ACCOUNT_HINT_COOKIE, hint, sessionCookieOptions(secure))
  else reply.clearCookie(ACCOUNT_HINT_COOKIE, { path: '/' })
}

function toHeaders(req: FastifyRequest) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}
