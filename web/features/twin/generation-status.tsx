import { useTranslation } from 'react-i18next'
import type { TwinGeneration } from '../../../contract/twin.ts'
import { Spinner } from '../../components/form/buttons.tsx'
import { stepKey } from './twin-state.ts'

/** The spinner while a generation runs, saying what the job is doing right now. */
export function GenerationStatus({ busy, running }: { busy: boolean; running: TwinGeneration | null }) {
  const { t } = useTranslation()
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {(busy || running) && (
        <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          <Spinner className="size-5 border-brand-200 border-t-brand-700" />
          {t(`twin.steps.${running ? stepKey(running.step) : 'queued'}`)}
        </p>
      )}
    </div>
  )
}
