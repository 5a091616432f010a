import { useTranslation } from 'react-i18next'
import { Form, Link, useSearchParams } from 'react-router'
import {
  ADMIN_TRADERS_PAGE_SIZE,
  type AdminTrader,
  type AdminTraderList,
  TRADER_LIMITS,
  TRADER_STATUSES,
  type TraderStatus,
} from '../../../contract/traders.ts'
import { LoadError } from '../../components/load-error.tsx'
import { Notice } from '../../components/notice.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { ACTION_TONES, actionButtonClass, EmptyState, Pagination, Pill, TableFrame, Th, tdClass } from './table-ui.tsx'

const TONES = { unverified: 'amber', verified: 'green', suspended: 'red' } as const
const DONE = ['verify', 'suspend', 'reinstate'] as const

/** `/admin?tab=traders` with a status filter and page. */
export function tradersHref(status: TraderStatus | undefined, page = 1) {
  const query = new URLSearchParams({ tab: 'traders' })
  if (status) query.set('status', status)
  if (page > 1) query.set('page', String(page))
  return `/admin?${query}`
}

/**
 * Traders (DSA Art. 30): sellers' details, unverified first, each verified, suspended (with a
 * reason the seller is told) or reinstated. Each action is a form to /admin/traders/:userId,
 * which answers with this tab again, so it works before and without the page's script.
 */
export function TradersPanel({ list, status }: { list: AdminTraderList | null; status: TraderStatus | undefined }) {
  const { t } = useTranslation()
  const [search] = useSearchParams()
  const done = DONE.find((action) => action === search.get('done'))
  const who = search.get('who') ?? ''
  if (!list) return <LoadError message={t('traders.admin.load_failed')} />
  const pageCount = Math.max(1, Math.ceil(list.total / ADMIN_TRADERS_PAGE_SIZE))
  return (
    <div className="grid gap-4">
      <div role="status">{done && <Notice tone="success">{t(`traders.admin.done.${done}`, { username: who })}</Notice>}</div>
      {search.get('failed') && <Notice tone="error">{t('traders.admin.failed')}</Notice>}
      {list.missing > 0 && <Notice tone="warning">{t('traders.admin.missing', { total: list.missing })}</Notice>}
      <nav aria-label={t('traders.admin.filter_label')} className="flex flex-wrap gap-2">
        {[undefined, ...TRADER_STATUSES].map((option) => (
          <Link
            key={option ?? 'all'}
            to={tradersHref(option)}
            aria-current={option === status ? 'page' : undefined}
            preventScrollReset
            className={`${actionButtonClass} ${option === status ? 'bg-zinc-900 text-white ring-zinc-900' : ACTION_TONES.neutral}`}
          >
            {option ? t(`traders.admin.status.${option}`) : t('traders.admin.filter_all')}
          </Link>
        ))}
      </nav>
      {list.traders.length === 0 ? (
        <EmptyState>{t('traders.admin.empty')}</EmptyState>
      ) : (
        <TableFrame
          caption={t('traders.admin.caption')}
          head={
            <>
              <Th>{t('traders.admin.seller')}</Th>
              <Th>{t('traders.admin.details')}</Th>
              <Th>{t('traders.admin.status_label')}</Th>
              <Th end>{t('traders.admin.actions')}</Th>
            </>
          }
        >
          {list.traders.map((trader) => (
            <TraderRow key={trader.user_id} trader={trader} />
          ))}
        </TableFrame>
      )}
      <Pagination
        page={list.page}
        pageCount={pageCount}
        href={(page) => tradersHref(status, page)}
        label={t('admin.pagination.label')}
        previous={t('admin.pagination.previous')}
        next={t('admin.pagination.next')}
        status={t('admin.pagination.status', { page: list.page, count: pageCount })}
      />
    </div>
  )
}

function TraderRow({ trader }: { trader: AdminTrader }) {
  const { t, i18n } = useTranslation()
  const action = `/admin/traders/${trader.user_id}`
  const register = [trader.trade_register, trader.registration_number].filter(Boolean).join(', ')
  return (
    <tr>
      <th scope="row" className="px-4 py-3 text-start align-top font-semibold text-zinc-900">
        <Link to={`/${trader.username}/shop`} className="text-brand-700 underline underline-offset-2">
          <bdi>{trader.username}</bdi>
        </Link>
        {!trader.shop_enabled && <p className="mt-1 text-xs font-normal text-zinc-600">{t('traders.admin.shop_off')}</p>}
      </th>
      <td className={`${tdClass} align-top`} data-label={t('traders.admin.details')}>
        <p className="font-semibold text-zinc-900" dir="auto">
          {trader.name}
        </p>
        <p className="whitespace-pre-line" dir="auto">
          {trader.address}
        </p>
        <p dir="ltr" className="text-start">
          {trader.email} · {trader.phone}
        </p>
        {register && <p dir="auto">{register}</p>}
        {trader.vat_number && (
          <p dir="ltr" className="text-start">
            {trader.vat_number}
          </p>
        )}
        <p className="mt-1 text-xs text-zinc-600">
          {t('traders.admin.certified_at', { date: formatDateTime(trader.self_certified_at, i18n.language) })}
        </p>
      </td>
      <td className={`${tdClass} align-top`} data-label={t('traders.admin.status_label')}>
        <Pill tone={TONES[trader.status]}>{t(`traders.admin.status.${trader.status}`)}</Pill>
        {trader.suspension_reason && (
          <p className="mt-1 max-w-xs text-xs break-words text-zinc-700" dir="auto">
            {trader.suspension_reason}
          </p>
        )}
      </td>
      <td className={`${tdClass} align-top`}>
        <div className="flex flex-wrap justify-start gap-2 md:justify-end">
          {trader.status === 'unverified' && (
            <Form method="post" action={action}>
              <input type="hidden" name="action" value="verify" />
              <button type="submit" className={`${actionButtonClass} ${ACTION_TONES.approve}`}>
                {t('traders.admin.verify')}
                <span className="sr-only"> {trader.username}</span>
              </button>
            </Form>
          )}
          {trader.status === 'suspended' ? (
            <Form method="post" action={action}>
              <input type="hidden" name="action" value="reinstate" />
              <button type="submit" className={`${actionButtonClass} ${ACTION_TONES.neutral}`}>
                {t('traders.admin.reinstate')}
                <span className="sr-only"> {trader.username}</span>
              </button>
            </Form>
          ) : (
            <details className="w-full md:w-64">
              <summary className={`${actionButtonClass} ${ACTION_TONES.danger} cursor-pointer list-none`}>
                {t('traders.admin.suspend')}
                <span className="sr-only"> {trader.username}</span>
              </summary>
              <Form method="post" action={action} className="mt-2 grid gap-2 text-start">
                <input type="hidden" name="action" value="suspend" />
                <label htmlFor={`reason-${trader.user_id}`} className="text-xs font-semibold text-zinc-800">
                  {t('traders.admin.reason_label')}
                </label>
                <textarea
                  id={`reason-${trader.user_id}`}
                  name="reason"
                  required
                  maxLength={TRADER_LIMITS.reason}
                  rows={3}
                  dir="auto"
                  className="rounded-xl border border-zinc-300 px-3 py-2 text-sm"
                />
                <button type="submit" className={`${actionButtonClass} ${ACTION_TONES.danger}`}>
                  {t('traders.admin.suspend_submit')}
                </button>
              </Form>
            </details>
          )}
        </div>
      </td>
    </tr>
  )
}
