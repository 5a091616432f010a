import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

interface RenderOptions {
  nonce?: string
  /** Then the render is aborted: what has not arrived by then is sent as its fallback. */
  timeoutMs: number
  /** Called with a rendering error after the shell rendered (the shell's own error rejects). */
  onLateError: (error: unknown) => void
}

/**
 * Renders a whole document into one buffer of UTF-8 (what is sent and cached, never decoded): resolves once every lazily loaded part has rendered,
 * with `ok: false` when any part failed (the page is then answered with status 500). Every page is
 * answered complete, in one piece: the loaders have run before React renders (no page defers
 * data), so the wait is only for lazily loaded parts' code. One piece is compressed in one call
 * instead of through a stream per answer (docs/decisions/0044), and the HTML cache must see a late
 * rendering error before it stores anything.
 *
 * The abort timer is cleared as soon as the render settles: a pending timer holds the render, its
 * React request and the finished HTML for the whole timeout, which under load was tens of MB of a
 * server's memory (docs/performance.md "Memory").
 */
export function renderDocument(element: ReactNode, { nonce, timeoutMs, onLateError }: RenderOptions) {
  return new Promise<{ html: Buffer<ArrayBuffer>; ok: boolean }>((resolve, reject) => {
    let shellRendered = false
    let ok = true
    let settled = false
    let timer: NodeJS.Timeout | undefined
    const settle =
      <T>(finish: (value: T) => void) =>
      (value: T) => {
        settled = true
        clearTimeout(timer)
        finish(value)
      }
    const done = settle(resolve)
    const fail = settle(reject)
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // Public pages render their content in lazily loaded <Suspense> parts (docs/decisions/0029).
      // A finished part is written in place however large it is; by default React sends parts over
      // ~12 KB hidden and reveals them with a script, which leaves the page empty without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        shellRendered = true
      },
      onAllReady() {
        const chunks: Buffer[] = []
        const collect = new Writable({
          write(chunk: Buffer, _encoding, next) {
            chunks.push(chunk)
            next()
          },
          final(next) {
            done({ html: Buffer.concat(chunks), ok })
            next()
          },
        })
        collect.on('error', fail)
        pipe(collect)
      },
      onShellError: fail,
      onError(error: unknown) {
        ok = false
        // An error in the shell rejects (the caller answers it); a later one is only reported.
        if (shellRendered) onLateError(error)
      },
    })
    if (!settled) timer = setTimeout(abort, timeoutMs)
  })
}
