import { useTranslation } from 'react-i18next'
import { ToastProvider } from '../../components/flash.tsx'
import { markHydrated } from '../../lib/use-hydrated.ts'
import { gridSizes } from '../images/grid-sizes.ts'
import { CategoryFilter } from './category-filter.tsx'
import { Pagination } from './pagination.tsx'
import { PublicImageCard } from './public-image-card.tsx'
import { SearchForm } from './search-form.tsx'
import { ShareIconSymbol } from './share-button.tsx'
import type { ImageCategory, ImageView } from './view-types.ts'

/** The grid below: `max-w-7xl`, 1/2/4 columns, `gap-5`. */
const SIZES = gridSizes({ sm: 2, lg: 4, gapRem: 1.25, maxRem: 80 })

/** /trends: every creator's unexpired tagged photos, newest first, searchable by description. */
export function TrendsPage({
  images,
  categories,
  page,
  totalPages,
  morePages,
  search,
  category,
  publicUrl,
}: {
  images: ImageView[]
  categories: readonly ImageCategory[]
  page: number
  totalPages: number
  /** The count was capped: Next stays available on a full page. */
  morePages: boolean
  search: string | undefined
  category: ImageCategory | undefined
  publicUrl: string
}) {
  const { t } = useTranslation()
  return (
    <ToastProvider>
      {/* Its code loads after the paint (docs/decisions/0029): marks when its controls respond, for browser tests. */}
      <div className="mx-auto max-w-7xl px-4 py-10" ref={markHydrated}>
        <ShareIconSymbol />
        <h1 className="text-3xl font-black text-zinc-900 sm:text-4xl">{t('public.trends.title')}</h1>
        <p className="mt-2 max-w-2xl text-zinc-600">{t('public.trends.intro')}</p>
        <div className="mt-6 flex flex-col gap-4">
          <SearchForm
            label={t('public.trends.search_label')}
            placeholder={t('public.trends.search_placeholder')}
            value={search}
            hidden={{ category }}
          />
          <CategoryFilter categories={categories} active={category} look="chips" />
        </div>
        {images.length === 0 ? (
          <p className="mt-10 rounded-2xl bg-zinc-50 px-6 py-12 text-center text-zinc-600">
            {search || category ? t('public.trends.no_results') : t('public.profile.empty')}
          </p>
        ) : (
          <ul className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {images.map((image, index) => (
              <li key={image.id} className="flex">
                <PublicImageCard
                  image={image}
                  sizes={SIZES}
                  priority={index === 0 ? 'high' : 'lazy'}
                  shareUrl={`${publicUrl}/${encodeURIComponent(image.username)}?image=${image.id}`}
                  showCreator
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} total={totalPages} more={morePages} />
      </div>
    </ToastProvider>
  )
}
