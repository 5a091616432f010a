import { useCallback, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useActionData } from 'react-router'
import type { RestrictedLooks } from '../../../contract/appeals.ts'
import type { LookNumbers } from '../../../contract/growth.ts'
import { IMAGE_PAGE_SIZE, type ImageJson, imagesApi, type UploadSettings } from '../../../contract/images.ts'
import { Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import type { FormFailure } from '../../context.ts'
import { call } from '../../lib/api.ts'
import { type CardAction, ImageCard } from './image-card.tsx'
import { LookDetails } from './look-details-form.tsx'
import { UploadForm } from './upload-form.tsx'

/** What the dashboard's loader reads for the image manager. */
export interface ImageManagerData {
  /** The first page of the creator's images. */
  images: ImageJson[]
  settings: UploadSettings
  /** The cards' 30-day numbers; null hides them when they could not be read. */
  looks: LookNumbers | null
  /** Looks a moderation decision keeps dark, with why (null when it could not be read). */
  restricted?: RestrictedLooks | null
}

/**
 * The dashboard's upload form and image list. The first page comes from the loader; after every
 * change (upload, pin, premium, delete) the list is read again from the first page, as the spec asks.
 */
export function ImageManager({ initial }: { initial: ImageManagerData }) {
  const { t } = useTranslation()
  const id = useId()
  const [images, setImages] = useState<ImageJson[]>(initial.images)
  const [loading, setLoading] = useState(false)
  // The loader reads whole pages (?page=N without script): a full last page may have more after it.
  const [hasMore, setHasMore] = useState(initial.images.length > 0 && initial.images.length % IMAGE_PAGE_SIZE === 0)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const generation = useRef(0)
  // What the dashboard's action answered a card's plain form: a delete to confirm, or a refusal.
  const answer = useActionData() as { confirmDelete?: string; failure?: FormFailure } | undefined
  const refused = answer?.failure?.values?.intent?.startsWith('image-') ? answer.failure.error : null

  const load = useCallback(
    async (offset: number) => {
      const current = ++generation.current
      setLoading(true)
      const result = await call(imagesApi.list, { query: { limit: IMAGE_PAGE_SIZE, offset } })
      if (current !== generation.current) return
      setLoading(false)
      if (!result.ok) {
        setError(t('images.load_failed'))
        return
      }
      setError(null)
      setImages((previous) => (offset === 0 ? result.data : [...previous, ...result.data]))
      setHasMore(result.data.length === IMAGE_PAGE_SIZE)
    },
    [t],
  )

  async function act(image: ImageJson, action: CardAction) {
    if (action === 'delete' && !window.confirm(t('images.delete_confirm'))) return
    setBusyId(image.id)
    const result =
      action === 'delete'
        ? await call(imagesApi.remove, { params: { id: image.id } })
        : action === 'pin'
          ? await call(imagesApi.pin, { params: { id: image.id }, body: { pinned: !image.pinned } })
          : await call(imagesApi.premium, { params: { id: image.id }, body: { is_premium: !image.is_premium } })
    setBusyId(null)
    if (!result.ok) {
      const fallback = { delete: t('images.delete_failed'), pin: t('images.pin_failed'), premium: t('images.premium_failed') }[action]
      setError(action === 'pin' ? result.error.error || fallback : fallback)
    } else setError(null)
    await load(0)
  }

  const replace = (updated: ImageJson) => setImages((list) => list.map((i) => (i.id === updated.id ? updated : i)))
  const firstLoad = loading && images.length === 0

  return (
    <div data-image-manager className="grid gap-8">
      {/* Each stored draft joins the list at once; the list is not read again per photo. */}
      <UploadForm settings={initial.settings} onUploaded={(image) => setImages((list) => [image, ...list])} />
      {/* #drafts: where a share or an import lands (decision 0085). */}
      <section id="drafts" aria-labelledby={`${id}-title`} aria-busy={loading}>
        <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
          {t('images.list_title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('images.tags_hint')}</p>
        {(error ?? refused) && (
          <Notice tone="error" className="mt-4">
            {error ?? refused}
          </Notice>
        )}
        <div role="status" aria-live="polite" className="mt-4 empty:hidden">
          {firstLoad && (
            <p className="flex items-center gap-2 text-sm text-zinc-600">
              <Spinner className="size-4 border-zinc-300 border-t-brand-600" />
              {t('common.loading')}
            </p>
          )}
          {!loading && !error && images.length === 0 && (
            <p className="rounded-2xl bg-zinc-50 p-6 text-center text-sm text-zinc-600">{t('images.empty')}</p>
          )}
        </div>
        {images.length > 0 && (
          <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
            {images.map((image) => (
              <li key={image.id} id={`look-${image.id}`} className="flex flex-col gap-3">
                <ImageCard
                  image={image}
                  busy={busyId === image.id}
                  onAction={(action) => void act(image, action)}
                  onUpdated={replace}
                  numbers={initial.looks ? (initial.looks[image.id] ?? null) : undefined}
                  restriction={initial.restricted?.[image.id]}
                  confirmDelete={answer?.confirmDelete === image.id}
                />
                {/* A removed look is only kept for the complaint window: nothing on it to edit. */}
                {initial.restricted?.[image.id]?.outcome !== 'remove' && (
                  <LookDetails image={image} maxDays={initial.settings.max_expiry_days} onUpdated={replace} />
                )}
              </li>
            ))}
          </ul>
        )}
        {hasMore && images.length > 0 && (
          <div className="mt-6 flex justify-center">
            {/* A link the loader understands until the script runs; then the next page joins the list in place. */}
            <a
              href={`/dashboard?page=${Math.ceil(images.length / IMAGE_PAGE_SIZE) + 1}#drafts`}
              aria-disabled={loading || undefined}
              onClick={(event) => {
                event.preventDefault()
                if (!loading) void load(images.length)
              }}
              className={`${secondaryButtonClass} aria-disabled:opacity-60`}
            >
              {loading ? t('common.loading') : t('images.load_more')}
            </a>
          </div>
        )}
      </section>
    </div>
  )
}
