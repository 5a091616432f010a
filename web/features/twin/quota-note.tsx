import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../lib/format.ts'
import type { TwinQuota } from './twin-state.ts'

/**
 * What is left of the daily limit that daily images and the outfit generator share, shown by
 * both buttons before the limit is hit; at 0, when it starts again.
 */
export function QuotaNote({ id, quota, sharedWith }: { id: string; quota: TwinQuota | null; sharedWith: 'daily' | 'outfits' }) {
  const { t, i18n } = useTranslation()
  if (!quota) return null
  if (quota.left === 0) {
    return (
      <p id={id} className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200" data-quota-left={0}>
        {t('twin.quota.none_left', { limit: quota.limit, time: formatDateTime(quota.resetAt, i18n.language) })}
      </p>
    )
  }
  return (
    <p id={id} className="text-sm text-zinc-600" data-quota-left={quota.left}>
      {t(`twin.quota.left_shared_${sharedWith}`, { left: quota.left, limit: quota.limit })}
    </p>
  )
}
