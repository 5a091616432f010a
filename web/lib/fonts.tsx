import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import notoArabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url'
import fontsStylesheet from '../fonts.css?url'

/** The web faces' stylesheet (web/fonts.css), which public pages add after their first paint. */
export { fontsStylesheet }

/**
 * Adds a stylesheet once the page has been painted (`after` is paint-first's `afterFirstPaint`).
 * Serialized into the public pages' inline script in <head>, so it uses nothing from the module scope.
 */
export function addStylesheetAfterPaint(href: string, latestMs: number, after: (then: () => void, latestMs: number) => void) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? ''
  after(() => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.nonce = nonce
    document.head.append(link)
  }, latestMs)
}

/**
 * The web faces in <head> (docs/decisions/0042). Public pages (`late`): only a <noscript> link, so
 * that pages read without JavaScript get them too; with JavaScript the script from
 * `paintFirstHeadScript` adds the stylesheet after the first paint, and the text shows in the
 * metric-matched fallbacks of app.css until then. Other pages (dashboard, admin, sign-in, and every
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
