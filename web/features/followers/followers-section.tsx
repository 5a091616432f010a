import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  FOLLOWER_GROWTH_DAYS,
  FOLLOWERS_PAGE_SIZE,
  type FollowerGrowth,
  type FollowerJson,
  type FollowerList,
  followersApi,
} from '../../../contract/followers.ts'
import { cardClass } from '../../components/card.ts'
import { secondaryButtonClass } from '../../components/form/buttons.tsx'
import { LoadError } from '../../components/load-error.tsx'
import { call, urlOf } from '../../lib/api.ts'
import { NextDigestNote } from './next-digest-note.tsx'

/** The loader's first reads; each is null when it could not be read. */
export interface FollowersData {
  list: FollowerList | null
  growth: FollowerGrowth | null
}

/** The creator's email followers: count, the last 30 days per day, the list (with date and language) and the CSV. */
export function FollowersSection({ initial }: { initial: FollowersData }) {
  const { t, i18n } = useTranslation()
  const [list, setList] = useState<FollowerList | null>(initial.list)
  const [growth, setGrowth] = useState<FollowerGrowth | null>(initial.growth)
  const failed = !list || !growth

  /** Retry after a failed first read: the card reads its own list and days. */
  async function retry() {
    const [listed, days] = await Promise.all([
      call(followersApi.list, { query: { limit: FOLLOWERS_PAGE_SIZE, offset: 0 } }),
      call(followersApi.growth, { query: { days: FOLLOWER_GROWTH_DAYS } }),
    ])
    if (listed.ok) setList(listed.data)
    if (days.ok) setGrowth(days.data)
  }

  async function more() {
    if (!list) return
    const result = await call(followersApi.list, { query: { limit: FOLLOWERS_PAGE_SIZE, offset: list.followers.length } })
    if (result.ok) setList({ ...result.data, followers: [...list.followers, ...result.data.followers] })
  }

  const number = new Intl.NumberFormat(i18n.language)
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const active = growth?.days.filter((d) => d.requested || d.confirmed || d.unsubscribed) ?? []

  return (
    <section aria-labelledby="dashboard-followers" className={cardClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="dashboard-followers" className="text-lg font-bold text-zinc-900">
          {t('followers.dashboard.title')}
        </h2>
        <a href={urlOf(followersApi.exportCsv)} download className={secondaryButtonClass}>
          {t('followers.dashboard.export')}
        </a>
      </div>
      {failed && <LoadError message={t('followers.form.failed')} onRetry={retry} />}
      {list && (
        <p className="mt-3 text-zinc-700">
          <strong className="text-3xl font-extrabold text-zinc-900 tabular-nums">{number.format(list.total)}</strong>{' '}
          {t('followers.dashboard.count_label')}
          {list.pending > 0 && (
            <span className="ms-2 text-sm text-zinc-500">({t('followers.dashboard.pending', { count: number.format(list.pending) })})</span>
          )}
        </p>
      )}
      {/* Digests go only to confirmed followers: without any, there is no next one to announce. */}
      {list && list.total > 0 && <NextDigestNote />}
      {active.length > 0 && (
        <table className="mt-5 w-full text-sm">
          <caption className="mb-2 text-start font-semibold text-zinc-800">{t('followers.dashboard.chart_title')}</caption>
          <thead>
            <tr className="text-zinc-500">
              <th scope="col" className="py-1 text-start font-medium">
                {t('followers.dashboard.day')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('followers.dashboard.new')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('followers.dashboard.confirmed')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('followers.dashboard.unsubscribed')}
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {active.map((d) => (
              <tr key={d.day} className="border-t border-zinc-100">
                <th scope="row" className="py-1 text-start font-normal">
                  {date.format(new Date(d.day))}
                </th>
                <td className="py-1 text-end">{number.format(d.requested)}</td>
                <td className="py-1 text-end">{number.format(d.confirmed)}</td>
                <td className="py-1 text-end">{number.format(d.unsubscribed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list && list.total === 0 && <p className="mt-4 text-zinc-600">{t('followers.dashboard.empty')}</p>}
      {list && list.followers.length > 0 && <FollowerTable rows={list.followers} date={date} />}
      {list && list.followers.length < list.total && (
        <button type="button" onClick={() => void more()} className={`mt-4 ${secondaryButtonClass}`}>
          {t('followers.dashboard.more')}
        </button>
      )}
    </section>
  )
}

function FollowerTable({ rows, date }: { rows: FollowerJson[]; date: Intl.DateTimeFormat }) {
  const { t } = useTranslation()
  return (
    <div className="mt-5 overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-zinc-500">
            <th scope="col" className="py-1 text-start font-medium">
              {t('followers.dashboard.email')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('followers.dashboard.language')}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t('followers.dashboard.since')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.email} className="border-t border-zinc-100">
              <td className="py-1.5 pe-3">
                <span dir="ltr">{row.email}</span>
              </td>
              <td className="py-1.5 pe-3">{t(`followers.dashboard.languages.${row.language}`)}</td>
              <td className="py-1.5">{date.format(new Date(row.followed_at))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export default FollowersSection
