import { lazy, Suspense, useEffect, useState } from 'react'
import { detectInAppBrowser, type InAppContext } from '../../../contract/in-app-browser.ts'

export type HintContext = 'checkout' | 'download' | 'share'

const InAppBanner = lazy(() => import('./in-app-banner.tsx').then((m) => ({ default: m.InAppBanner })))

/**
 * Tells visitors in a social app's in-app browser, before they hit it, that paying, downloading
 * or sharing works better in their own browser. Renders nothing on the server and in other
 * browsers, so the shared HTML and the first paint stay as they are; the banner and its texts load
 * only in an in-app browser.
 */
export function InAppHint({ context }: { context: HintContext }) {
  const [found, setFound] = useState<InAppContext | null>(null)
  useEffect(() => {
    if (sessionStorage.getItem(DISMISSED_KEY) === context) return
    setFound(detectInAppBrowser(navigator.userAgent))
  }, [context])
  if (!found) return null
  return (
    <Suspense>
      <InAppBanner
        found={found}
        context={context}
        onDismiss={() => {
          sessionStorage.setItem(DISMISSED_KEY, context)
          setFound(null)
        }}
      />
    </Suspense>
  )
}

const DISMISSED_KEY = 'in-app-hint-dismissed'
