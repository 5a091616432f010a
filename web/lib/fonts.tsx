import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import naskhArabic from '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2?url'
import notoArabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'
import notoArabicLatinExt from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-ext-wght-normal.woff2?url'
import notoArabicLatin from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2?url'
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
/** fontsource's Arabic range, the same for both Noto faces. */
const ARABIC =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EEFF'

/** A web face of the public pages (`addLateFaces`). */
export interface LateFace {
  family: string
  url: string
  weight: string
  range: string
  /** Only for the display serif's text (`.font-serif`, the fashion layout's headings). Left out when false, as `everyPage`: the list goes out in every public page. */
  serif?: true
  /** The body text's face, on every page of its language: whether the browser has it decides between a first visit and a next page. */
  everyPage?: true
}

/**
 * `U+0100-02BA,U+10E60` → `[\u{0100}-\u{02BA}\u{10E60}]`, a character class for a regular
 * expression with the `u` flag. Serialized into the public pages' inline script with `addLateFaces`.
 */
export function unicodeRangeChars(range: string) {
  return `[${range.replace(/U\+([\dA-F]+)(?:-([\dA-F]+))?,?/gi, (_, from: string, to?: string) => `\\u{${from}}${to ? `-\\u{${to}}` : ''}`)}]`
}

const face = (family: string, url: string, weight: string, range: string, kind: 'body' | 'serif' | 'more' = 'more'): LateFace => ({
  family,
  url,
  weight,
  range,
  ...(kind === 'serif' && { serif: true }),
  ...(kind === 'body' && { everyPage: true }),
})

/**
 * The web faces of a public page in `lang` (docs/decisions/0045, 0046, 0049). English and German
 * text is set in Inter; Arabic pages set theirs, Latin words included, in Noto Sans Arabic
 * (app.css). The fashion layout's headings: Playfair Display, and Noto Naskh Arabic for Arabic
 * words. A function, so the browser's bundle drops it.
 */
export const lateFaces = (lang: string): LateFace[] => {
  const serif = [
    face('Playfair Display Variable', playfairLatin, '400 900', LATIN, 'serif'),
    face('Playfair Display Variable', playfairLatinExt, '400 900', LATIN_EXT, 'serif'),
  ]
  if (lang === 'ar')
    return [
      face('Noto Sans Arabic Variable', notoArabic, '100 900', ARABIC, 'body'),
      face('Noto Sans Arabic Variable', notoArabicLatin, '100 900', LATIN),
      face('Noto Sans Arabic Variable', notoArabicLatinExt, '100 900', LATIN_EXT),
      face('Noto Naskh Arabic Variable', naskhArabic, '400 700', ARABIC, 'serif'),
      ...serif,
    ]
  return [
    face('Inter Variable', interLatin, '100 900', LATIN, 'body'),
    face('Inter Variable', interLatinExt, '100 900', LATIN_EXT),
    ...serif,
  ]
}

/** Local storage: the faces this browser has fetched for a next page (their URLs, the latest first). */
export const FACES_STORAGE_KEY = 'fonts_cached'
/**
 * The web faces of public pages, the way `font-display: optional` treats a face (docs/decisions/0046,
 * 0049). A first visit paints and stays in its local faces (metric-matched ones for Latin text,
 * app.css; the system's for Arabic); once the page has loaded and been painted (`after` is
 * paint-first's `afterFirstPaint`) it fetches the faces it shows into the browser's cache, for the
 * next page, and notes them in local storage. Adding them to this page instead laid it out again
 * while it started (decision 0045), and for Arabic text moved it (decision 0042). The next pages add
 * every face before the first layout and read the noted ones from the cache at once — as long as the
 * body text's face is among them and the page's stylesheet came from the cache too: a browser that
 * has emptied its cache since (Lighthouse does between runs, and keeps local storage) is on a first
 * visit again. Serialized into the public pages' inline script in <head>, after the stylesheet, so
 * it uses nothing from the module scope.
 */
export function addLateFaces(
  faces: LateFace[],
  storageKey: string,
  latestMs: number,
  after: (then: () => void, latestMs: number) => void,
  rangeChars: typeof unicodeRangeChars,
) {
  const main = faces.find((f) => f.everyPage)
  if (typeof FontFace === 'undefined' || !main) return // the local faces stay
  const noted = () => {
    try {
      return (localStorage.getItem(storageKey) ?? '').split(' ').filter(Boolean)
    } catch {
      return [] // storage disabled: every page is a first visit
    }
  }
  const addAll = (cached: string[]) => {
    for (const f of faces) {
      const face = new FontFace(f.family, `url(${f.url}) format("woff2")`, { weight: f.weight, unicodeRange: f.range, display: 'swap' })
      document.fonts.add(face)
      if (cached.includes(f.url)) void face.load().catch(() => undefined)
    }
  }
  const remember = (url: string) => {
    try {
      localStorage.setItem(storageKey, [url, ...noted().filter((other) => other !== url)].slice(0, 12).join(' ')) // every face of both scripts, and a few of an earlier build
    } catch {
      // Storage full: the next page is a first visit again.
    }
  }
  const fetchForNextPage = () =>
    after(() => {
      const text = document.body.textContent ?? ''
      const serifText = Array.from(document.querySelectorAll('.font-serif'), (element) => element.textContent).join('')
      for (const f of faces)
        if (new RegExp(rangeChars(f.range), 'u').test(f.serif ? serifText : text))
          void fetch(f.url, { priority: 'low' })
            .then((response) => response.arrayBuffer())
            .then(() => remember(f.url))
            .catch(() => undefined) // offline: the next page fetches again
    }, latestMs)
  const cached = noted()
  // The stylesheet before this script has loaded; a browser that has emptied its cache since fetched it anew.
  const sheet = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.css')) as
    | PerformanceResourceTiming
    | undefined
  if (cached.includes(main.url) && sheet?.transferSize === 0) addAll(cached)
  else fetchForNextPage()
}

/**
 * The web faces in <head> (docs/decisions/0042, 0049). Public pages (`late`), in every language:
 * only a <noscript> link, so that pages read without JavaScript get them too; with JavaScript the
 * script from `paintFirstHeadScript` adds the faces from the browser's cache or fetches them for the
 * next page (`addLateFaces`), and the text shows in local faces until then. Other pages (dashboard,
 * admin, sign-in) load them as before: the stylesheet, and the page's main face preloaded so that it
 * is there for the first paint.
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
