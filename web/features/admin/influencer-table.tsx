import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AdminInfluencer } from '../../../contract/admin.ts'
import { ACTION_TONES, actionButtonClass, Pill, TableFrame, Th, tdClass } from './table-ui.tsx'

export type InfluencerAction = 'approve' | 'block' | 'make_admin' | 'revoke_admin' | 'delete' | 'images'

interface Props {
  influencers: AdminInfluencer[]
  adminId: string
  /** The row whose request is running; every action button waits for it. */
  pending: string | null
  disabled: boolean
  onAction: (influencer: AdminInfluencer, action: InfluencerAction) => void
}

/**
 * The accounts: username, email, public page, status, role and the actions. Each button's name
 * ends with the username (visually hidden), so screen readers hear which row it acts on. An admin
 * cannot change their own role or delete themselves, so those buttons are left out of their row.
 */
export function InfluencerTable({ influencers, adminId, pending, disabled, onAction }: Props) {
  const { t } = useTranslation()
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
      {influencers.map((influencer) => {
        const self = influencer.id === adminId
        const button = (action: InfluencerAction, label: string, tone: keyof typeof ACTION_TONES) => (
          <button
            type="button"
            onClick={() => onAction(influencer, action)}
            disabled={disabled || pending !== null}
            aria-busy={pending === influencer.id || undefined}
            className={`${actionButtonClass} ${ACTION_TONES[tone]}`}
          >
            {label}
            <span className="sr-only"> {influencer.username}</span>
          </button>
        )
        return (
          <tr key={influencer.id}>
            <th scope="row" className="px-4 py-3 text-start font-semibold text-zinc-900">
              <bdi>{influencer.username}</bdi>
              {self && <span className="ms-2 text-xs font-medium text-zinc-600">({t('admin.you')})</span>}
            </th>
            <td className={`${tdClass} whitespace-nowrap`}>
              <bdi>{influencer.email}</bdi>
            </td>
            <td className={tdClass}>
              <Link to={`/${influencer.username}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                <bdi>{influencer.page_name || `/${influencer.username}`}</bdi>
              </Link>
            </td>
            <td className={tdClass}>
              <Pill tone={influencer.approved ? 'green' : 'red'}>
                {t(influencer.approved ? 'admin.status.active' : 'admin.status.blocked')}
              </Pill>
            </td>
            <td className={tdClass}>
              <Pill tone={influencer.role === 'admin' ? 'brand' : 'zinc'}>{t(`admin.role.${influencer.role}`)}</Pill>
            </td>
            <td className={`${tdClass} text-end`}>
              <div className="flex justify-end gap-2">
                {influencer.approved
                  ? !self && button('block', t('admin.reject'), 'danger')
                  : button('approve', t('admin.approve'), 'approve')}
                {!self &&
                  (influencer.role === 'admin'
                    ? button('revoke_admin', t('admin.revoke_admin'), 'neutral')
                    : button('make_admin', t('admin.make_admin'), 'neutral'))}
                {!self && button('delete', t('admin.delete'), 'danger')}
                {button('images', t('admin.manage_images'), 'neutral')}
              </div>
            </td>
          </tr>
        )
      })}
    </TableFrame>
  )
}
