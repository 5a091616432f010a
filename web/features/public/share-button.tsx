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
}: {
  url: string
  title: string
  imageId?: string
  label?: string
  className?: string
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
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold ring-1 ring-zinc-300 transition hover:bg-zinc-50 focus-visible:ring-4 focus-visible:outline-none ${className}`}
    >
      <Icon name="share" className="size-4" />
      {t('public.share.button')}
    </button>
  )
}
