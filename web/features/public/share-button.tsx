import { useTranslation } from 'react-i18next'
import { useToast } from '../../components/flash.tsx'
import { Icon } from '../../components/icon.tsx'
import { track } from './tracking.ts'

/**
 * Opens the device's share sheet where there is one (phones), else copies the link. A share of a
 * photo is counted for the creator's stats; closing the share sheet is not a failure.
 */
export function ShareButton({
  url,
  title,
  imageId,
  label,
  className = '',
  sprite = false,
}: {
  url: string
  title: string
  imageId?: string
  label?: string
  className?: string
  /** Draw the icon from the page's `<ShareIconSymbol />` (a grid of cards: one copy, not one per card). */
  sprite?: boolean
}) {
  const { t } = useTranslation()
  const toast = useToast()

  async function share() {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url })
      } else {
        await navigator.clipboard.writeText(url)
        toast('success', t('public.share.copied'))
      }
      if (imageId) track('share', imageId)
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return
      toast('error', t('public.share.failed'))
    }
  }

  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={label ?? t('public.share.label', { title })}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold ring-1 ring-zinc-300 transition hover:bg-zinc-50 focus-visible:ring-4 focus-visible:outline-none${className && ` ${className}`}`}
    >
      {sprite ? (
        <svg aria-hidden="true" className="size-4">
          <use href={`#${SHARE_ICON_ID}`} />
        </svg>
      ) : (
        <Icon name="share" className="size-4" />
      )}
      {t('public.share.button')}
    </button>
  )
}

const SHARE_ICON_ID = 'share-icon'

/**
 * The share icon once per page for `<ShareButton sprite />`: an SVG with `display: none` (no box,
 * so no layout shift, and nothing for screen readers) whose symbol each button draws with `<use>`.
 */
export function ShareIconSymbol() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol
        id={SHARE_ICON_ID}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 15V3m0 0L8 7m4-4 4 4M5 12v7a2 2 0 002 2h10a2 2 0 002-2v-7" />
      </symbol>
    </svg>
  )
}
