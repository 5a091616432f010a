import { useId } from 'react'
import type { TwinGeneration } from '../../../contract/twin.ts'
import { primaryButtonClass, Spinner } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { GenerationStatus } from './generation-status.tsx'
import { QuotaNote } from './quota-note.tsx'
import type { TwinQuota } from './twin-state.ts'

/**
 * The foot of both generators (daily images and outfits): the step that runs, the error, the
 * button, and what is left of the daily limit they share. Spent, the button is off.
 */
export function GenerateActions({
  busy,
  working,
  running,
  error,
  quota,
  sharedWith,
  label,
}: {
  /** The request is on its way: the status says "queued" until the generation answers. */
  busy: boolean
  /** Anything in flight (sending, uploading or generating): the button spins and is off. */
  working: boolean
  running: TwinGeneration | null
  error: string | null
  quota: TwinQuota | null
  sharedWith: 'daily' | 'outfits'
  label: string
}) {
  const quotaId = useId()
  return (
    <>
      <GenerationStatus busy={busy} running={running} />
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={working || quota?.left === 0}
          aria-describedby={quota ? quotaId : undefined}
          className={primaryButtonClass}
        >
          {working && <Spinner />}
          {label}
        </button>
        <QuotaNote id={quotaId} quota={quota} sharedWith={sharedWith} />
      </div>
    </>
  )
}
