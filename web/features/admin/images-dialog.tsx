import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminImage } from '../../../contract/admin.ts'
import { adminApi } from '../../../contract/admin-api.ts'
import { isExpired } from '../../../contract/dates.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { formatDate } from '../../lib/format.ts'
import { useEndpoint } from '../../lib/use-endpoint.ts'
import { failureText } from './admin-data.ts'
import { ACTION_TONES, actionButtonClass } from './table-ui.tsx'

/** Manage Images: every image of one creator (expired ones too) with category, dates and Delete. */
export function ImagesDialog({ owner, onClose }: { owner: { id: string; username: string } | null; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <ModalDialog open={owner !== null} onClose={onClose} labelledBy={`${id}-title`} className="w-[min(94vw,56rem)]">
      <div className="flex max-h-[90vh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-zinc-200 px-6 py-4">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t('admin.images.title', { username: owner?.username ?? '' })}
          </h2>
          <form method="dialog">
            <button type="submit" className={secondaryButtonClass}>
              {t('admin.images.close')}
            </button>
          </form>
        </div>
        <div className="relative overflow-y-auto p-6">
          {/* Keyed by creator: opening another one starts from "loading", never from the last one's images. */}
          {owner && <OwnerImages key={owner.id} ownerId={owner.id} />}
        </div>
      </div>
    </ModalDialog>
  )
}

function OwnerImages({ ownerId }: { ownerId: string }) {
  const { t, i18n } = useTranslation()
  const { data: images, error, loading, setData } = useEndpoint(adminApi.creatorImages, { params: { id: ownerId } })
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function remove(image: AdminImage) {
    setBusy(image.id)
    const result = await call(adminApi.deleteImage, { params: { id: image.id } })
    setBusy(null)
    if (result.ok) {
      if (images) setData(images.filter((i) => i.id !== image.id))
      setMessage({ tone: 'success', text: t('admin.images.deleted') })
    } else setMessage({ tone: 'error', text: failureText(result, t('admin.images.delete_failed')) })
  }

  return (
    <>
      <div role="status">
        {message && (
          <Notice tone={message.tone} className="mb-4">
            {message.text}
          </Notice>
        )}
      </div>
      {loading && (
        <p className="flex items-center gap-2 text-zinc-600">
          <Spinner className="size-4 border-zinc-300 border-t-brand-600" />
          {t('admin.images.loading')}
        </p>
      )}
      {!loading && error && <Notice tone="error">{t('admin.images.failed')}</Notice>}
      {!loading && images && images.length === 0 && <p className="text-zinc-600">{t('admin.images.empty')}</p>}
      {!loading && images && images.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image) => {
            const category = t(`images.categories.${image.category}`)
            const expired = isExpired(image.expiry_date)
            return (
              <li key={image.id} className="flex flex-col overflow-hidden rounded-2xl bg-zinc-50 ring-1 ring-zinc-200">
                <img
                  src={image.thumbnail}
                  alt={image.description || category}
                  loading="lazy"
                  className="aspect-[4/5] w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-1 p-3 text-xs text-zinc-700">
                  <p className="text-sm font-semibold text-zinc-900">{category}</p>
                  <p>{t('admin.images.uploaded', { date: formatDate(image.created_at, i18n.language) })}</p>
                  <p className={expired ? 'font-semibold text-red-700' : undefined}>
                    {expired
                      ? t('admin.images.expired')
                      : t('admin.images.expires', { date: formatDate(image.expiry_date, i18n.language) })}
                  </p>
                  <button
                    type="button"
                    onClick={() => remove(image)}
                    disabled={busy !== null}
                    className={`${actionButtonClass} ${ACTION_TONES.danger} mt-2`}
                  >
                    {t('admin.images.delete')}
                    <span className="sr-only">
                      {' '}
                      {category}, {formatDate(image.created_at, i18n.language)}
                    </span>
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
