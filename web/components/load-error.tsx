import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { useHydrated } from '../lib/use-hydrated.ts'
import { secondaryButtonClass } from './form/buttons.tsx'
import { Notice } from './notice.tsx'

/**
 * A part of a page whose data could not be read: the part's own message and Retry, inside the page,
 * so the rest of it keeps working. Retry reads the route's data again unless the part reads its own.
 */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  className = '',
}: {
  message: string
  /** The part's own word for Retry where the spec names one; the shared "Try again" otherwise. */
  retryLabel?: string
  onRetry?: () => unknown
  className?: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const revalidator = useRevalidator()
  const busy = revalidator.state === 'loading'
  return (
    <Notice tone="error" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3" data-load-error>
        <p>{message}</p>
        <button
          type="button"
          // Retry needs JavaScript; before hydration a click would do nothing, so it waits.
          disabled={!hydrated || busy}
          onClick={() => void (onRetry ? onRetry() : revalidator.revalidate())}
          className={`${secondaryButtonClass} min-h-9 bg-white`}
        >
          {retryLabel ?? t('errors.retry')}
        </button>
      </div>
    </Notice>
  )
}
