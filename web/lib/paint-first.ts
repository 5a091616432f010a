/**
 * Public pages start their JavaScript after the first paint (docs/decisions/0036). The page is
 * complete without it (server-rendered, plain links and forms), and on a phone's connection the
 * 100 KB of framework downloaded next to the page's main photo delayed that photo by about a
 * second. This runs as an inline script at the end of <body>, in place of React Router's module
 * script: once everything above the fold has loaded (`load`) and a frame has been painted, it
 * adds the module preloads and React Router's module script, which hydrates the page as before.
 * A page whose `load` never comes (a stalled request) starts after `latestMs` anyway.
 */
export function startAfterPaint(hrefs: string[], code: string, latestMs: number) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? ''
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of hrefs) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      link.nonce = nonce
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.nonce = nonce
    script.textContent = code
    document.head.append(script)
  }
  const afterFrame = () => requestAnimationFrame(() => setTimeout(start))
  if (document.readyState === 'complete') afterFrame()
  else addEventListener('load', afterFrame, { once: true })
  setTimeout(start, latestMs)
}

/** The function's source, handed to the page by the root loader (it stays out of the eager JavaScript). */
export const PAINT_FIRST_SCRIPT = /* @__PURE__ */ startAfterPaint.toString()
