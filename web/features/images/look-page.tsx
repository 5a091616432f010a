import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { altOf } from '../../../contract/alt-text.ts'
import type { ImageJson } from '../../../contract/images.ts'
import { linkClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import type { FormFailure } from '../../context.ts'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { LookDetailsForm } from './look-details-form.tsx'
import { ResponsivePicture } from './responsive-picture.tsx'

/** One look's own page: its photo, its details form and Publish (the form's page without script). */
export function LookPage({
  user,
  image,
  maxDays,
  saved,
  failure,
}: {
  user: SidebarUser
  image: ImageJson
  maxDays: number
  saved: boolean
  failure?: FormFailure
}) {
  const { t } = useTranslation()
  return (
    <DashboardShell user={user}>
      <p>
        <Link to={`/dashboard#look-${image.id}`} className={linkClass}>
          {t('images.look_page.back')}
        </Link>
      </p>
      <h1 className="mt-3 flex flex-wrap items-center gap-3 text-2xl font-bold text-zinc-900 sm:text-3xl">
        {t('images.look_page.title')}
        {image.published_at === null && (
          <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{t('images.draft_badge')}</span>
        )}
      </h1>
      {saved && !failure && (
        <Notice tone="success" className="mt-4">
          {t('images.details_saved')}
        </Notice>
      )}
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <div className="overflow-hidden rounded-2xl bg-zinc-100">
          <ResponsivePicture image={image} alt={altOf(image) ?? t(`images.categories.${image.category}`)} sizes="16rem" />
        </div>
        <LookDetailsForm image={image} maxDays={maxDays} failure={failure} />
      </div>
    </DashboardShell>
  )
}
