import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { androidIntentUrl, type InAppContext } from '../../../contract/in-app-browser.ts'
import type { HintContext } from './in-app-hint.tsx'

type Texts = {
  label: string
  apps: Record<InAppContext['app'], string>
  context: Record<HintContext, string>
  way_out: Record<InAppContext['app'], { ios: string; android: string }>
  copy: string
  copied: string
  open_android: string
  dismiss: string
}

/** The catalog of one language, fetched only when a banner shows (other browsers never load it). */
const catalogs = import.meta.glob<Texts>('../../i18n/locales/*/inapp.json', { import: 'default' })

function useTexts(lang: string): Texts | null {
  const [texts, setTexts] = useState<Texts | null>(null)
  useEffect(() => {
    const load = catalogs[`../../i18n/locales/${lang}/inapp.json`] ?? catalogs['../../i18n/locales/en/inapp.json']
    let live = true
    void load?.().then((t) => live && setTexts(t))
    return () => {
      live = false
    }
  }, [lang])
  return texts
}

/**
 * The in-app browser's way out: its own menu, a copy-link button, and on Android an intent link.
 * It lays over the top of the page from its first frame (it appears once the script and its texts
 * are in, seconds after the paint), so nothing below moves; on a phone it covers the site header
 * rather than adding to it, and leaves the page two thirds of the screen (tests/e2e/mobile.spec.ts).
 */
export function InAppBanner({ found, context, onDismiss }: { found: InAppContext; context: HintContext; onDismiss: () => void }) {
  const { i18n } = useTranslation()
  const texts = useTexts(i18n.language)
  const [copied, setCopied] = useState(false)
  if (!texts) return null
  const app = texts.apps[found.app]
  const intent = found.os === 'android' ? androidIntentUrl(window.location.href) : null
  const button =
    'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold focus-visible:ring-4 focus-visible:ring-amber-300 focus-visible:outline-none'

  return (
    <aside
      aria-label={texts.label}
      data-in-app-hint={found.app}
      className="fixed inset-x-0 top-0 z-50 bg-amber-50 text-amber-950 shadow-lg ring-1 ring-amber-200"
    >
      <div className="mx-auto max-w-6xl px-4 py-2 text-xs sm:py-3 sm:text-sm">
        <p className="font-semibold">{texts.context[context].replace('{{app}}', app)}</p>
        <p className="mt-0.5">{texts.way_out[found.app][found.os === 'android' ? 'android' : 'ios']}</p>
        <div className="mt-1.5 flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(window.location.href).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }}
            className={`${button} bg-amber-900 text-white`}
          >
            {texts.copy}
          </button>
          {intent && (
            <a href={intent} className={`${button} bg-white text-amber-950 ring-1 ring-amber-300`}>
              {texts.open_android}
            </a>
          )}
          <button type="button" onClick={onDismiss} className={`${button} ms-auto px-2 text-amber-900 underline-offset-2 hover:underline`}>
            {texts.dismiss}
          </button>
        </div>
        <p role="status" className="mt-1 empty:hidden">
          {copied ? texts.copied : ''}
        </p>
      </div>
    </aside>
  )
}
