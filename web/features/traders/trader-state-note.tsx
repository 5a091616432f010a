import { useTranslation } from 'react-i18next'
import type { TraderView } from '../../../contract/traders.ts'
import { Notice, type Tone } from '../../components/notice.tsx'

const TONES: Record<TraderView['state'], Tone> = { missing: 'warning', unverified: 'info', verified: 'success', suspended: 'error' }

/** Where the seller's trader details stand, in one line (with the suspension's reason). */
export function TraderStateNote({ trader, className = '' }: { trader: TraderView; className?: string }) {
  const { t } = useTranslation()
  return (
    <Notice tone={TONES[trader.state]} className={className}>
      {t(`traders.state.${trader.state}`, { reason: trader.suspension_reason ?? '' })}
    </Notice>
  )
}
