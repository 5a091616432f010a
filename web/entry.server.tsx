import { PassThrough, Writable } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { HTML_CACHE_HEADER } from '../contract/http.ts'
import { getRequestContext } from './context.ts'

/** The server reads this export to hand loaders the per-request context (server/plugins/web.ts). */
export { requestContext } from './context.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers })
  const { nonce } = getRequestContext(loadContext)
  // Public pages opt in to the server's short-lived HTML cache with `handle = { htmlCache: true }`.
  const leaf = routerContext.staticHandlerContext.matches.at(-1)
  const cacheable = Boolean((leaf?.route.handle as { htmlCache?: boolean } | undefined)?.htmlCache)
  if (cacheable) headers.set(HTML_CACHE_HEADER, '1')
  // Crawlers and link-preview bots get the complete page in one piece; so does the cache, which
  // must see a late rendering error (status 500) before it stores anything.
  const userAgent = request.headers.get('user-agent')
  const readyEvent = cacheable || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // Public pages render their content in lazily loaded <Suspense> parts (docs/decisions/0029).
      // A finished part is written in place however large it is; by default React sends parts over
      // ~12 KB hidden and reveals them with a script, which leaves the page empty without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyEvent]() {
        shellRendered = true
        headers.set('Content-Type', 'text/html; charset=utf-8')
        if (cacheable) {
          // Complete already: the cache takes the page as one string, without a stream between.
          const chunks: Buffer[] = []
          const collect = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk)
              done()
            },
            final(done) {
              resolve(new Response(Buffer.concat(chunks).toString(), { headers, status }))
              done()
            },
          })
          collect.on('error', reject)
          pipe(collect)
          return
        }
        const body = new PassThrough()
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
        pipe(body)
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, streamTimeout + 1000)
  })
}
