import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts, useMatches } from 'react-router'

/**
 * Public pages start their JavaScript after the first paint (docs/decisions/0036). The page is
 * complete without it (server-rendered, plain links and forms), and on a phone's connection the
 * 100 KB of framework fetched next to the page's main photo delayed that photo by about a second.
 * This runs as an inline script at the end of <body>, in place of React Router's module script:
 * once everything above the fold has loaded (`load`) and a frame has been painted, it adds the
 * module preloads and React Router's module script, which hydrates the page as before. A page
 * whose `load` never comes (a stalled request) starts after `latestMs` anyway.
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

/** A stalled request on the page delays hydration by at most this long. */
const LATEST_START_MS = 3000

type ScriptElement = ReactElement<{
  rel?: string
  href?: string
  type?: string
  children?: ReactNode
  dangerouslySetInnerHTML?: { __html: string }
}>

const elements = (node: ReactNode): ScriptElement[] =>
  Children.toArray(node).flatMap((child) =>
    !isValidElement(child) ? [] : child.type === Fragment ? elements((child as ScriptElement).props.children) : [child as ScriptElement],
  )

/** A value inside an inline script: JSON with `<` escaped, so nothing in it can end the script. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * Server side only (root.tsx): React Router's `<Scripts>`, and on public pages (`handle.htmlCache`)
 * its module preloads and module script handed to `startAfterPaint` instead. In the browser the
 * root renders React Router's `<Scripts>` itself: the inline scripts match one for one (their texts
 * are never compared, `suppressHydrationWarning`), and the module preloads are head resources.
 */
export function PaintFirstScripts({ nonce }: { nonce?: string }) {
  const leaf = useMatches().at(-1)
  // Called as a function to read the elements it renders; its hooks run as part of this component.
  const scripts = Scripts({ nonce })
  if (!scripts || !(leaf?.handle as { htmlCache?: boolean } | undefined)?.htmlCache) return scripts
  const all = elements(scripts)
  const hrefs = all.filter((e) => e.props.rel === 'modulepreload').map((e) => e.props.href)
  const module = all.find((e) => e.props.type === 'module')
  const code = module?.props.dangerouslySetInnerHTML?.__html ?? ''
  return (
    <>
      {all.filter((e) => e.props.rel !== 'modulepreload' && e !== module)}
      <script
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own starter around React Router's own module script.
        dangerouslySetInnerHTML={{ __html: `(${startAfterPaint})(${inlineJson(hrefs)},${inlineJson(code)},${LATEST_START_MS})` }}
      />
    </>
  )
}
