import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TraderView } from '../../../contract/traders.ts'
import { primaryButtonClass, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { TraderStateNote } from './trader-state-note.tsx'

/** My Shop's trader details card: their state and the link to the form (/shop/trader). */
export function TraderCard({ trader, saved }: { trader: TraderView | null; saved: boolean }) {
  const { t } = useTranslation()
  if (!trader) return null
  return (
    <section aria-labelledby="trader-card-title" className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trader-card-title" className="text-xl font-bold text-zinc-900">
          {t('traders.card.title')}
        </h2>
        <Link to="/shop/trader" className={trader.state === 'missing' ? `${primaryButtonClass} px-5 py-2.5 text-sm` : secondaryButtonClass}>
          {t(trader.state === 'missing' ? 'traders.card.give' : 'traders.card.edit')}
        </Link>
      </div>
      <div role="status" className="mt-3 space-y-2">
        {saved && <Notice tone="success">{t('traders.form.saved')}</Notice>}
        <TraderStateNote trader={trader} />
      </div>
      {trader.details && (
        <p className="mt-3 text-sm text-zinc-700" dir="auto">
          {trader.details.name} · {trader.details.email}
        </p>
      )}
    </section>
  )
}
