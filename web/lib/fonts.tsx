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

/** A web face that a public page may add after its first paint. */
export interface LateFace {
  family: string
  url: string
  weight: string
  range: string
  /** A regular expression's character class of `range`: the face is loaded only when the page's text has one. */
  chars: string
  /** Only on pages that show the display serif (`.font-serif`, the fashion layout's headings). */
  serif: boolean
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
})

/** What English and German public pages may add after their first paint (docs/decisions/0045). A function, so the browser's bundle drops it. */
export const lateFaces = (): LateFace[] => [
  face('Inter Variable', interLatin, '100 900', LATIN, false),
  face('Inter Variable', interLatinExt, '100 900', LATIN_EXT, false),
  face('Playfair Display Variable', playfairLatin, '400 900', LATIN, true),
  face('Playfair Display Variable', playfairLatinExt, '400 900', LATIN_EXT, true),
]

/**
 * Adds the web faces once the page has been painted (`after` is paint-first's `afterFirstPaint`):
 * it loads the ones the page shows and then adds every face to `document.fonts` in one go, so the
 * page is laid out again once, with its final faces (docs/decisions/0045). The others stay unloaded
 * until some text needs them (a client navigation to a fashion cover, a name in Latin Extended),
 * as `@font-face` rules would. Adding the whole stylesheet instead laid the page out twice (faces
 * pending, then loaded) and parsed 21 rules. Serialized into the public pages' inline script in
 * <head>, so it uses nothing from the module scope.
 */
export function addFacesAfterPaint(faces: LateFace[], latestMs: number, after: (then: () => void, latestMs: number) => void) {
  after(() => {
    if (typeof FontFace === 'undefined') return // the metric-matched local faces stay
    const text = document.body.textContent ?? ''
    const serif = document.querySelector('.font-serif') !== null
    const all = faces.map((f) => ({
      face: new FontFace(f.family, `url(${f.url}) format("woff2")`, { weight: f.weight, unicodeRange: f.range, display: 'swap' }),
      shown: (serif || !f.serif) && new RegExp(f.chars).test(text),
    }))
    void Promise.allSettled(all.filter((f) => f.shown).map((f) => f.face.load())).then(() => {
      for (const { face } of all) if (face.status !== 'error') document.fonts.add(face)
    })
  }, latestMs)
}

/**
 * The web faces in <head> (docs/decisions/0042). Public pages (`late`): only a <noscript> link, so
 * that pages read without JavaScript get them too; with JavaScript the script from
 * `paintFirstHeadScript` adds the faces the page uses after the first paint (`addFacesAfterPaint`),
 * and the text shows in the metric-matched fallbacks of app.css until then. Other pages (dashboard, admin, sign-in, and every
 * Arabic page) load them as before: the stylesheet, and the page's main face preloaded so that it is
 * there for the first paint.
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
