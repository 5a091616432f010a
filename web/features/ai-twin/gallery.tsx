import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ImageJson } from '../../../contract/images.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { api } from '../../lib/api.ts'
import { Notice, secondaryButtonClass } from '../auth/form-ui.tsx'
import type { GeneratedImage } from './twin-state.ts'

/**
 * The generated images (kept at most 7 days): delete after a confirm dialog, or publish one as a
 * post on the creator's page.
 */
export function Gallery({
  images,
  loadFailed,
  onDeleted,
  onPublished,
}: {
  images: GeneratedImage[]
  loadFailed: boolean
  onDeleted: (url: string) => void
  onPublished: (image: ImageJson) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [deleting, setDeleting] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  async function remove() {
    const url = deleting
    if (!url) return
    setBusy(url)
    const result = await api('/api/twin/image', { method: 'DELETE', body: { url } })
    setBusy(null)
    setDeleting(null)
    if (!result.ok) return setError(result.error.error || t('ai.gallery.delete_failed'))
    setError(null)
    onDeleted(url)
  }

  async function publish(url: string) {
    setBusy(url)
    const result = await api<ImageJson>('/api/twin/publish', { body: { url } })
    setBusy(null)
    if (!result.ok) return setError(result.error.error || t('ai.gallery.publish_failed'))
    setError(null)
    onPublished(result.data)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
          {t('ai.gallery.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('ai.gallery.retention')}</p>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {loadFailed && <Notice tone="error">{t('ai.gallery.load_failed')}</Notice>}
      {!loadFailed && images.length === 0 && (
        <p className="rounded-2xl bg-zinc-50 p-6 text-center text-sm text-zinc-600">{t('ai.gallery.empty')}</p>
      )}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-twin-gallery>
          {images.map((image, index) => (
            <li key={image.url} className="flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-zinc-200">
              <img
                src={image.url}
                alt={t('ai.gallery.image_alt', { number: index + 1 })}
                loading="lazy"
                className="aspect-[4/5] w-full bg-zinc-100 object-cover"
              />
              <div className="flex flex-wrap gap-2 p-3">
                <button
                  type="button"
                  disabled={busy === image.url}
                  onClick={() => void publish(image.url)}
                  className="inline-flex min-h-10 flex-1 items-center justify-center rounded-full bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
                >
                  {t('ai.gallery.publish')}
                </button>
                <button
                  type="button"
                  disabled={busy === image.url}
                  onClick={() => setDeleting(image.url)}
                  aria-label={t('ai.gallery.delete_label', { number: index + 1 })}
                  className={`${secondaryButtonClass} min-h-10 px-3 py-0 text-sm text-red-700`}
                >
                  {t('ai.gallery.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('ai.gallery.confirm_title')}
        confirmLabel={t('ai.gallery.delete')}
        cancelLabel={t('ai.gallery.cancel')}
        busy={busy !== null}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <p>{t('ai.gallery.confirm_text')}</p>
      </ConfirmDialog>
    </section>
  )
}
