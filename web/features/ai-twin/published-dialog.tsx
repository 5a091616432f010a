import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ImageJson } from '../../../contract/images.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { primaryButtonClass } from '../auth/form-ui.tsx'
import { ResponsivePicture } from '../images/responsive-picture.tsx'
import { TagOverlay } from '../images/tag-overlay.tsx'

/**
 * Right after publishing: the new post in the dashboard's tag editor, so products can be tagged
 * before the creator leaves the studio.
 */
export function PublishedDialog({ image, username, onClose }: { image: ImageJson | null; username: string; onClose: () => void }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <ModalDialog open={image !== null} onClose={onClose} labelledBy={`${id}-title`} className="w-[min(94vw,34rem)]">
      {image && (
        <div className="grid max-h-[90vh] gap-4 overflow-y-auto p-5 sm:p-6">
          <h2 id={`${id}-title`} className="text-lg font-bold text-zinc-900">
            {t('ai.published.title')}
          </h2>
          <p className="text-sm text-zinc-600">{t('ai.published.hint')}</p>
          <div className="overflow-hidden rounded-2xl ring-1 ring-zinc-200">
            <TagOverlay imageId={image.id} initialTags={image.tags}>
              <ResponsivePicture image={image} alt={t('ai.published.alt')} sizes="34rem" />
            </TagOverlay>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <Link
              to={`/${encodeURIComponent(username)}`}
              target="_blank"
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
            >
              {t('ai.published.view_page')}
            </Link>
            <form method="dialog">
              <button type="submit" className={primaryButtonClass}>
                {t('ai.published.done')}
              </button>
            </form>
          </div>
        </div>
      )}
    </ModalDialog>
  )
}
