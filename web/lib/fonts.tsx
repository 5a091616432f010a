import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import notoArabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'
import playfairLatinExt from '@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2?url'
import playfairLatin from '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url'
import fontsStylesheet from '../fonts.css?url'

/** The web faces' stylesheet (web/fonts.css): every face, for pages that load them before the first paint. */
export { fontsStylesheet }

/** fontsource's Latin ranges (web/fonts.css imports the same files with the same ranges). */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'

/** A web face of the public pages (`addLateFaces`). */
export interface LateFace {
  family: string
  url: string
  weight: string
  range: string
  /** A regular expression's character class of `range`: a first visit fetches the face only when the page's text has one. */
  chars: string
  /** Only on pages that show the display serif (`.font-serif`, the fashion layout's headings). */
  serif: boolean
  /** Every page shows it (the body text's Latin face): whether the browser has it decides between a first visit and a next page. */
  everyPage: boolean
}

/** `U+0100-02BA,U+2020` → `[\u0100-\u02BA\u2020]` (ranges here stay in the Basic Multilingual Plane). */
export function unicodeRangeChars(range: string) {
  const part = (hex: string) => `\\u${hex.padStart(4, '0')}`
  const pieces = range.split(',').map((item) => {
    const [from, to] = item.trim().replace(/^U\+/i, '').split('-')
    return to ? `${part(from)}-${part(to)}` : part(from)
  })
  return `[${pieces.join('')}]`
}

const face = (family: string, url: string, weight: string, range: string, serif: boolean): LateFace => ({
  family,
  url,
  weight,
  range,
  chars: unicodeRangeChars(range),
  serif,
  everyPage: !serif && range === LATIN,
})

/** The web faces of English and German public pages (docs/decisions/0045, 0046). A function, so the browser's bundle drops it. */
export const lateFaces = (): LateFace[] => [
  face('Inter Variable', interLatin, '100 900', LATIN, false),
  face('Inter Variable', interLatinExt, '100 900', LATIN_EXT, false),
  face('Playfair Display Variable', playfairLatin, '400 900', LATIN, true),
  face('Playfair Display Variable', playfairLatinExt, '400 900', LATIN_EXT, true),
]

/** Local storage: the body text's face (its URL), once this browser has fetched it for a next page. */
export const FACES_STORAGE_KEY = 'fonts_cached'

/**
 * The web faces of English and German public pages, the way `font-display: optional` treats a
 * face (docs/decisions/0046). A first visit paints and stays in the metric-matched local faces;
 * once the page has loaded and been painted (`after` is paint-first's `afterFirstPaint`) it fetches
 * the faces it shows into the browser's cache, for the next page, and notes that in local storage.
 * Adding them to this page instead laid it out again while it started (decision 0045). The next
 * pages add every face before the first layout and read the body text's one from the cache at
 * once — as long as the page's stylesheet came from the cache too: a browser that has emptied its
 * cache since (Lighthouse does between runs, and keeps local storage) is on a first visit again.
 * Serialized into the public pages' inline script in <head>, after the stylesheet, so it uses
 * nothing from the module scope.
 */
export function addLateFaces(faces: LateFace[], storageKey: string, latestMs: number, after: (then: () => void, latestMs: number) => void) {
  const main = faces.find((f) => f.everyPage)
  if (typeof FontFace === 'undefined' || !main) return // the metric-matched local faces stay
  const addAll = () => {
    for (const f of faces) {
      const face = new FontFace(f.family, `url(${f.url}) format("woff2")`, { weight: f.weight, unicodeRange: f.range, display: 'swap' })
      document.fonts.add(face)
      if (f === main) void face.load().catch(() => undefined)
    }
  }
  const remember = () => {
    try {
      localStorage.setItem(storageKey, main.url)
    } catch {
      // Storage disabled or full: the next page is a first visit again.
    }
  }
  const fetchForNextPage = () =>
    after(() => {
      const text = document.body.textContent ?? ''
      const serif = document.querySelector('.font-serif') !== null
      for (const f of faces)
        if ((serif || !f.serif) && new RegExp(f.chars).test(text))
          void fetch(f.url, { priority: 'low' })
            .then((response) => response.arrayBuffer())
            .then(() => f === main && remember())
            .catch(() => undefined) // offline: the next page fetches again
    }, latestMs)
  let seen = false
  try {
    seen = localStorage.getItem(storageKey) === main.url
  } catch {
    // Storage disabled: every page is a first visit.
  }
  // The stylesheet before this script has loaded; a browser that has emptied its cache since fetched it anew.
  const sheet = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css')) as
    | PerformanceResourceTiming
    | undefined
  if (seen && sheet?.transferSize === 0) addAll()
  else fetchForNextPage()
}

/**
 * The web faces in <head> (docs/decisions/0042). Public pages (`late`): only a <noscript> link, so
 * that pages read without JavaScript get them too; with JavaScript the script from
 * `paintFirstHeadScript` adds the faces from the browser's cache or fetches them for the next page
 * (`addLateFaces`), and the text shows in the metric-matched fallbacks of app.css until then. Other
 * pages (dashboard, admin, sign-in, and every Arabic page) load them as before: the stylesheet, and
 * the page's main face preloaded so that it is there for the first paint.
 */
export function FontLinks({ late, lang }: { late: boolean; lang: string }) {
  if (late)
    return (
      <noscript>
        <link rel="stylesheet" href={fontsStylesheet} />
      </noscript>
    )
  return (
    <>
      <link rel="preload" as="font" type="font/woff2" crossOrigin="anonymous" href={lang === 'ar' ? notoArabic : interLatin} />
      <link rel="stylesheet" href={fontsStylesheet} precedence="default" />
    </>
  )
}
