import { useTranslation } from 'react-i18next'
import { Spinner } from '../auth/form-ui.tsx'

export interface Influencer {
  id: string
  username: string
  email: string
  page_name: string
  role: 'user' | 'admin'
  approved: boolean
  payment_status: 'pending' | 'paid'
  plan_type: 'basic' | 'ai'
}

interface ListProps {
  influencers: Influencer[]
  adminId: string
  pending: string | null
  disabled: boolean
  onSetApproved: (influencer: Influencer, approved: boolean) => void
}

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap'

/** Accounts as a table from medium screens up, as cards below (one set is hidden at a time). */
export function InfluencerList(props: ListProps) {
  const { t } = useTranslation()
  const { influencers } = props
  return (
    <>
      <div className="hidden overflow-hidden rounded-3xl bg-white ring-1 ring-zinc-200 md:block">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('admin.table.caption')}</caption>
          <thead className="bg-zinc-50 text-xs font-semibold tracking-wide text-zinc-600 uppercase rtl:tracking-normal">
            <tr>
              {(['username', 'email', 'page', 'status', 'payment', 'role'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-start">
                  {t(`admin.table.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-end">
                {t('admin.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {influencers.map((influencer) => (
              <tr key={influencer.id} className="align-middle">
                <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
                  <bdi>{influencer.username}</bdi>
                </th>
                <td className="px-4 py-3 text-zinc-700">
                  <bdi>{influencer.email}</bdi>
                </td>
                <td className="px-4 py-3 text-zinc-700">{influencer.page_name}</td>
                <td className="px-4 py-3">
                  <StatusBadge approved={influencer.approved} />
                </td>
                <td className="px-4 py-3">
                  <PaymentBadge status={influencer.payment_status} />
                </td>
                <td className="px-4 py-3 text-zinc-700">{t(`admin.role.${influencer.role}`)}</td>
                <td className="px-4 py-3 text-end">
                  <ApprovalButton influencer={influencer} {...props} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {influencers.map((influencer) => (
          <li key={influencer.id} className="rounded-2xl bg-white p-4 ring-1 ring-zinc-200">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-bold text-zinc-900">
                  <bdi>{influencer.username}</bdi>
                </p>
                <p className="truncate text-sm text-zinc-600">
                  <bdi>{influencer.email}</bdi>
                </p>
              </div>
              <StatusBadge approved={influencer.approved} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-zinc-500">{t('admin.table.page')}</dt>
                <dd className="truncate font-medium text-zinc-800">{influencer.page_name}</dd>
              </div>
              <div>
                <dt className="text-zinc-500">{t('admin.table.payment')}</dt>
                <dd>
                  <PaymentBadge status={influencer.payment_status} />
                </dd>
              </div>
              <div>
                <dt className="text-zinc-500">{t('admin.table.role')}</dt>
                <dd className="font-medium text-zinc-800">{t(`admin.role.${influencer.role}`)}</dd>
              </div>
            </dl>
            <div className="mt-4">
              <ApprovalButton influencer={influencer} {...props} wide />
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

function StatusBadge({ approved }: { approved: boolean }) {
  const { t } = useTranslation()
  return (
    <span
      className={`${badge} ${approved ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-red-50 text-red-800 ring-1 ring-red-200'}`}
    >
      {t(approved ? 'admin.status.active' : 'admin.status.blocked')}
    </span>
  )
}

function PaymentBadge({ status }: { status: Influencer['payment_status'] }) {
  const { t } = useTranslation()
  return (
    <span className={`${badge} ${status === 'paid' ? 'bg-zinc-100 text-zinc-800' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}>
      {t(`admin.payment.${status}`)}
    </span>
  )
}

function ApprovalButton({
  influencer,
  adminId,
  pending,
  disabled,
  onSetApproved,
  wide = false,
}: ListProps & { influencer: Influencer; wide?: boolean }) {
  const { t } = useTranslation()
  const busy = pending === influencer.id
  const self = influencer.id === adminId
  const approve = !influencer.approved
  return (
    <button
      type="button"
      onClick={() => onSetApproved(influencer, approve)}
      disabled={disabled || busy || pending !== null || (self && !approve)}
      title={self && !approve ? t('admin.self') : undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50 ${
        wide ? 'w-full' : ''
      } ${approve ? 'bg-emerald-700 text-white hover:bg-emerald-800' : 'border border-red-300 bg-white text-red-700 hover:bg-red-50'}`}
    >
      {busy && <Spinner className={`size-4 ${approve ? 'border-white/40 border-t-white' : 'border-red-200 border-t-red-700'}`} />}
      {t(approve ? 'admin.approve' : 'admin.block')}
      <span className="sr-only"> {influencer.username}</span>
    </button>
  )
}
