import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AccountStatus, AdminCreator } from '../../../contract/admin.ts'
import { ACTION_TONES, actionButtonClass, Pill, TableFrame, Th, tdClass } from './table-ui.tsx'

export type CreatorAction = 'approve' | 'block' | 'make_admin' | 'revoke_admin' | 'delete' | 'images' | 'export'

const STATUS_TONES = { awaiting_payment: 'zinc', awaiting_approval: 'amber', active: 'green', blocked: 'red' } as const
/** Approve where an admin's yes makes the account active (an unpaid one must pay first); Reject (block) where it is not blocked yet. */
const CAN_APPROVE: readonly AccountStatus[] = ['awaiting_approval', 'blocked']
const CAN_BLOCK: readonly AccountStatus[] = ['awaiting_payment', 'awaiting_approval', 'active']

interface Props {
  creators: AdminCreator[]
  adminId: string
  /** The row whose request is running; every action button waits for it. */
  pending: string | null
  disabled: boolean
  onAction: (creator: AdminCreator, action: CreatorAction) => void
}

/**
 * The accounts: username, email, public page, status, role and the actions (on phones each row is
 * a card, see .stack-table). Each button's name
 * ends with the username (visually hidden), so screen readers hear which row it acts on. An admin
 * cannot change their own role or delete themselves, so those buttons are left out of their row.
 */
export function CreatorTable({ creators, adminId, pending, disabled, onAction }: Props) {
  const { t } = useTranslation()
  const label = (column: 'email' | 'page' | 'status' | 'role') => t(`admin.table.${column}`)
  const head = (['username', 'email', 'page', 'status', 'role'] as const).map((column) => (
    <Th key={column}>{t(`admin.table.${column}`)}</Th>
  ))
  return (
    <TableFrame
      caption={t('admin.table.caption')}
      head={
        <>
          {head}
          <Th end>{t('admin.table.actions')}</Th>
        </>
      }
    >
      {creators.map((creator) => {
        const self = creator.id === adminId
        const button = (action: CreatorAction, label: string, tone: keyof typeof ACTION_TONES) => (
          <button
            type="button"
            onClick={() => onAction(creator, action)}
            disabled={disabled || pending !== null}
            aria-busy={pending === creator.id || undefined}
            className={`${actionButtonClass} ${ACTION_TONES[tone]}`}
          >
            {label}
            <span className="sr-only"> {creator.username}</span>
          </button>
        )
        return (
          <tr key={creator.id}>
            <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
              <bdi>{creator.username}</bdi>
              {self && <span className="ms-2 text-xs font-medium text-zinc-600">({t('admin.you')})</span>}
            </th>
            <td className={`${tdClass} whitespace-nowrap`} data-label={label('email')}>
              <bdi>{creator.email}</bdi>
            </td>
            <td className={tdClass} data-label={label('page')}>
              <Link to={`/${creator.username}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                <bdi>{creator.page_name || `/${creator.username}`}</bdi>
              </Link>
            </td>
            <td className={tdClass} data-label={label('status')}>
              <Pill tone={STATUS_TONES[creator.status]}>{t(`admin.status.${creator.status}`)}</Pill>
              {creator.status === 'awaiting_payment' && (
                <span className="mt-1 block text-xs text-zinc-600 max-md:w-full">{t('admin.unpaid_hint')}</span>
              )}
            </td>
            <td className={tdClass} data-label={label('role')}>
              <Pill tone={creator.role === 'admin' ? 'brand' : 'zinc'}>{t(`admin.role.${creator.role}`)}</Pill>
            </td>
            <td className={`${tdClass} text-end`}>
              <div className="flex flex-wrap justify-start gap-2 md:flex-nowrap md:justify-end">
                {CAN_APPROVE.includes(creator.status) && button('approve', t('admin.approve'), 'approve')}
                {!self && CAN_BLOCK.includes(creator.status) && button('block', t('admin.reject'), 'danger')}
                {!self &&
                  (creator.role === 'admin'
                    ? button('revoke_admin', t('admin.revoke_admin'), 'neutral')
                    : creator.status !== 'awaiting_payment' && button('make_admin', t('admin.make_admin'), 'neutral'))}
                {!self && button('delete', t('admin.delete'), 'danger')}
                {button('images', t('admin.manage_images'), 'neutral')}
                {button('export', t('account.admin.export'), 'neutral')}
              </div>
            </td>
          </tr>
        )
      })}
    </TableFrame>
  )
}
