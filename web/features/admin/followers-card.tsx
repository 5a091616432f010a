import { useTranslation } from 'react-i18next'
import type { AdminFollowerTotals } from '../../../contract/followers.ts'
import { LoadError } from '../../components/load-error.tsx'

const ROWS = ['confirmed', 'pending', 'creators'] as const

/** Email followers over the platform: totals only, no addresses (none when they could not be read). */
export function FollowersCard({ totals }: { totals: AdminFollowerTotals | null }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <section
      aria-labelledby="admin-followers"
      className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6"
      data-testid="admin-followers"
    >
      <h2 id="admin-followers" className="text-lg font-bold text-zinc-900">
        {t('followers.admin.title')}
      </h2>
      {!totals && <LoadError className="mt-3" message={t('followers.admin.load_failed')} />}
      {totals && (
        <dl className="mt-3 grid grid-cols-3 gap-3">
          {ROWS.map((key) => (
            <div key={key} className="rounded-2xl bg-zinc-50 p-3">
              <dt className="text-sm text-zinc-600">{t(`followers.admin.${key}`)}</dt>
              <dd className="mt-1 text-xl font-bold text-zinc-900 tabular-nums" data-testid={`admin-followers-${key}`}>
                {number.format(totals[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}
