import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { Scripts, useMatches } from 'react-router'
import { addLateFaces, FACES_STORAGE_KEY, lateFaces, unicodeRangeChars } from './fonts.tsx'

/**
 * Calls `then` once the page has loaded (`load`: the eager photos, on Arabic pages the font) and its first
 * contentful paint has been presented, plus one task, or after `latestMs` whichever comes first.
 * `load` alone is not enough: Chromium fires it before the first paint when the page's few eager
 * requests are quick, and whatever starts then competes with that paint. Serialized into the
 * page's inline scripts, so it uses nothing from the module scope.
 */
export function afterFirstPaint(then: () => void, latestMs: number) {
  let done = false
  const call = () => {
    if (done) return
    done = true
    then()
  }
  // First, so that nothing below can keep held photos or the scripts waiting for good.
  setTimeout(call, latestMs)
  let loaded = document.readyState === 'complete'
  // Browsers without paint timing wait for `load` only.
  let painted = typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')
  const check = () => {
    if (loaded && painted) requestAnimationFrame(() => setTimeout(call))
  }
  if (!painted)
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      painted = true
      check()
    }).observe({ type: 'paint', buffered: true })
  if (!loaded)
    addEventListener(
      'load',
      () => {
        loaded = true
        check()
      },
      { once: true },
    )
  check()
}

/**
 * Public pages start their JavaScript after the first paint (docs/decisions/0036). The page is
 * complete without it (server-rendered, plain links and forms), and on a phone's connection the
 * framework fetched next to the page's main photo delayed that photo (docs/performance.md "Lighthouse").
 * This runs as an inline script at the end of <body>, in place of React Router's module script:
 * once the page has loaded and been painted (`afterFirstPaint`), it adds the module preloads and
 * React Router's module script, which hydrates the page as before.
 */
export function startAfterPaint(hrefs: string[], code: string, latestMs: number, after: typeof afterFirstPaint) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? ''
  after(() => {
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
  }, latestMs)
}

/**
 * Lazy photos wait for the first paint (docs/decisions/0039). Chromium starts every `loading=lazy`
 * photo within 1,250–2,500 px of the screen at the first layout, so on a phone the five to eight
 * photos below the fold shared the connection with the main photo and the fonts.
 * This runs from <head>: as the parser adds a lazy `<img>`, its `src` and `srcset` move to
 * `data-held-*` (photos are one `<img>`, decision 0041; width/height keep the box, the placeholder shows),
 * and they are put back once the page has loaded and been painted. Without JavaScript the photos
 * load as before; eager photos (the main one) are never touched.
 */
export function holdLazyPhotos(latestMs: number, after: typeof afterFirstPaint) {
  const ATTRIBUTES = ['srcset', 'src']
  const held: HTMLImageElement[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLImageElement) || node.loading !== 'lazy') continue
        held.push(node)
        for (const name of ATTRIBUTES) {
          const value = node.getAttribute(name)
          if (value === null) continue
          node.setAttribute(`data-held-${name}`, value)
          node.removeAttribute(name)
        }
      }
  })
  observer.observe(document, { childList: true, subtree: true })
  after(() => {
    observer.disconnect()
    for (const element of held)
      for (const name of ATTRIBUTES) {
        const value = element.getAttribute(`data-held-${name}`)
        if (value === null) continue
        element.setAttribute(name, value)
        element.removeAttribute(`data-held-${name}`)
      }
  }, latestMs)
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
  if (!scripts || !isPaintFirst(leaf?.handle)) return scripts
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
        dangerouslySetInnerHTML={{
          __html: `(${startAfterPaint})(${inlineJson(hrefs)},${inlineJson(code)},${LATEST_START_MS},${afterFirstPaint})`,
        }}
      />
    </>
  )
}

/** Public pages: the routes whose HTML is shared and cached (`handle.htmlCache`), which paint first. */
export const isPaintFirst = (handle: unknown) => Boolean((handle as { htmlCache?: boolean } | undefined)?.htmlCache)

/** The head script of each language (its web faces), serialized once: they are constants. */
const headScripts = new Map<string, string>()

/**
 * Server side only (root.tsx, in <head>): on public pages, the script that holds lazy photos until
 * the first paint (docs/decisions/0039) and adds the web faces of `lang` from the browser's cache or
 * fetches them for the next page (docs/decisions/0046, 0049).
 */
export function paintFirstHeadScript(handle: unknown, lang: string) {
  if (!isPaintFirst(handle)) return ''
  let script = headScripts.get(lang)
  if (script === undefined) {
    const fonts = `(${addLateFaces})(${inlineJson(lateFaces(lang))},${inlineJson(FACES_STORAGE_KEY)},${LATEST_START_MS},after,${unicodeRangeChars});`
    script = `{const after=${afterFirstPaint};${fonts}(${holdLazyPhotos})(${LATEST_START_MS},after)}`
    headScripts.set(lang, script)
  }
  return script
}
