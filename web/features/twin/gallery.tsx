import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type TwinImage, twinApi } from '../../../contract/twin.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { ScriptButton, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'

/**
 * The generated images (kept at most 7 days): delete after a confirm dialog, or publish one as a
 * post on the creator's page.
 */
export function Gallery({
  images,
  loadFailed,
  onDeleted,
  onPublish,
}: {
  images: TwinImage[]
  loadFailed: boolean
  onDeleted: (id: string) => void
  onPublish: (image: TwinImage) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [deleting, setDeleting] = useState<TwinImage | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function remove() {
    if (!deleting) return
    setBusy(true)
    const result = await call(twinApi.deleteImage, { body: { id: deleting.id } })
    setBusy(false)
    const gone = deleting.id
    setDeleting(null)
    if (!result.ok) return setError(result.error.error || t('twin.gallery.delete_failed'))
    setError(null)
    onDeleted(gone)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
          {t('twin.gallery.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('twin.gallery.retention')}</p>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {loadFailed && <Notice tone="error">{t('twin.gallery.load_failed')}</Notice>}
      {!loadFailed && images.length === 0 && (
        <p className="rounded-2xl bg-zinc-50 p-6 text-center text-sm text-zinc-600">{t('twin.gallery.empty')}</p>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-twin-gallery>
          {images.map((image, index) => (
            <li key={image.id} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-zinc-200">
              <img
                src={image.url}
                alt={image.prompt || t('twin.gallery.image_alt', { number: index + 1 })}
                loading="lazy"
                className="aspect-[4/5] w-full bg-zinc-100 object-cover"
              />
              <div className="grid gap-2 p-3">
                {image.publishedImageId ? (
                  <span className="inline-flex min-h-10 items-center justify-center rounded-full bg-emerald-50 px-3 text-sm font-semibold text-emerald-800">
                    {t('twin.gallery.published')}
                  </span>
                ) : (
                  <ScriptButton
                    onClick={() => onPublish(image)}
                    className="inline-flex min-h-10 items-center justify-center rounded-full bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                  >
                    {t('twin.gallery.publish')}
                  </ScriptButton>
                )}
                <ScriptButton
                  onClick={() => setDeleting(image)}
                  aria-label={t('twin.gallery.delete_label', { number: index + 1 })}
                  className={`${secondaryButtonClass} min-h-10 px-3 py-0 text-sm text-red-700`}
                >
                  {t('twin.gallery.delete')}
                </ScriptButton>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('twin.gallery.confirm_title')}
        confirmLabel={t('twin.gallery.delete')}
        cancelLabel={t('twin.gallery.cancel')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <p>{t('twin.gallery.confirm_text')}</p>
      </ConfirmDialog>
    </section>
  )
}
