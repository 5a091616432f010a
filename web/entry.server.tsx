import { Writable } from 'node:stream'
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

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // Public pages render their content in lazily loaded <Suspense> parts (docs/decisions/0029).
      // A finished part is written in place however large it is; by default React sends parts over
      // ~12 KB hidden and reveals them with a script, which leaves the page empty without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Every page is answered complete, in one piece. The loaders have run before React renders
      // (no page defers data), so the wait is only for lazily loaded parts' code. One piece is
      // compressed in one call instead of through a stream per answer (docs/decisions/0044), and
      // the cache must see a late rendering error (status 500) before it stores anything.
      onShellReady() {
        shellRendered = true
      },
      onAllReady() {
        headers.set('Content-Type', 'text/html; charset=utf-8')
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
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500
        // An error in the shell rejects (React Router answers it); a later one is logged here.
        if (shellRendered) console.error(error)
      },
    })
    setTimeout(abort, streamTimeout + 1000)
  })
}
