import { useTranslation } from 'react-i18next'
import type { CampaignJson } from '../../../contract/campaigns.ts'
import { ToastProvider } from '../../components/flash.tsx'
import { markHydrated } from '../../lib/use-hydrated.ts'
import { CampaignPopup } from '../campaigns/campaign-popup.tsx'
import { gridSizes } from '../images/grid-sizes.ts'
import { InAppHint } from '../in-app/in-app-hint.tsx'
import { ReportLink } from '../moderation/report-link.tsx'
import { AdsData } from './ads-data.tsx'
import { CategoryFilter } from './category-filter.tsx'
import { Pagination } from './pagination.tsx'
import { PremiumCarousel } from './premium-carousel.tsx'
import { BusinessHeader, FashionHeader } from './profile-header.tsx'
import { PublicImageCard } from './public-image-card.tsx'
import { SearchForm } from './search-form.tsx'
import { ShareIconSymbol } from './share-button.tsx'
import { StoriesList } from './stories-list.tsx'
import { usePageView } from './tracking.ts'
import type { ImageCategory, ProfileView, StoryView } from './view-types.ts'

export interface CreatorPageProps {
  profile: ProfileView
  stories: StoryView[]
  categories: readonly ImageCategory[]
  search: string | undefined
  category: ImageCategory | undefined
  /** Absolute address of this page (PUBLIC_URL + path), the base of share links. */
  pageUrl: string
  /** The creator's active campaign (popup), or null: then nothing of the popup is loaded. */
  campaign?: CampaignJson | null
}

/** Grid columns and gaps per layout (the classes below) → the `sizes` the browser picks a variant by. */
const SIZES = {
  business: gridSizes({ sm: 2, lg: 3, gapRem: 1.25 }),
  fashion: gridSizes({ sm: 2, gapRem: 2 }),
}

/**
 * A creator's public page. Business: clean header, tabs, three columns of compact cards.
 * Fashion: editorial cover, chips including the shop, two columns of large photos.
 */
export function CreatorPage({ profile, stories, categories, search, category, pageUrl, campaign }: CreatorPageProps) {
  const { t } = useTranslation()
  const business = profile.layout_style === 'business'
  const layout = business ? 'business' : 'fashion'
  const columns = business ? 'sm:grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2'
  // The first photo is the page's largest paint only under the business header: it is preloaded there. The
  // fashion cover fills a phone's screen, so there every photo is lazy (fetched after layout, decision 0036).
  const filtered = Boolean(search || category)
  usePageView(profile.username)

  return (
    <ToastProvider>
      {/* Its code loads after the paint (docs/decisions/0029): marks when its buttons respond, for browser tests. */}
      <div data-layout={layout} ref={markHydrated}>
        <ShareIconSymbol />
        <AdsData profile={profile} />
        <InAppHint context="share" />
        {business ? <BusinessHeader profile={profile} shareUrl={pageUrl} /> : <FashionHeader profile={profile} shareUrl={pageUrl} />}
        <PremiumCarousel images={profile.premiumImages} />
        <section aria-labelledby="looks-title" className="mx-auto mt-10 max-w-6xl px-4">
          <h2 id="looks-title" className={business ? 'text-xl font-bold text-zinc-900' : 'font-serif text-3xl font-black text-zinc-900'}>
            {search ? t('public.profile.results_for', { search }) : t('public.profile.looks_title')}
          </h2>
          <div className="mt-4 flex flex-col gap-4">
            <SearchForm
              label={t('public.profile.search_label')}
              placeholder={t('public.profile.search_placeholder')}
              value={search}
              hidden={{ category }}
            />
            <CategoryFilter
              categories={categories}
              active={category}
              look={business ? 'tabs' : 'chips'}
              shopHref={business ? undefined : `/${encodeURIComponent(profile.username)}/shop`}
            />
          </div>
          {profile.images.length === 0 ? (
            <p className="mt-10 rounded-2xl bg-zinc-50 px-6 py-12 text-center text-zinc-600">
              {filtered && profile.photo_count > 0 ? t('public.profile.no_results') : t('public.profile.empty')}
            </p>
          ) : (
            <ul className={`mt-6 grid grid-cols-1 ${business ? 'gap-5' : 'gap-8'} ${columns}`}>
              {profile.images.map((image, index) => (
                <li key={image.id} className="flex">
                  <PublicImageCard
                    image={image}
                    sizes={SIZES[layout]}
                    priority={index === 0 && business && profile.premiumImages.length === 0 ? 'high' : 'lazy'}
                    shareUrl={`${pageUrl}?image=${image.id}`}
                    cardStyle={layout}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={profile.page} total={profile.total_pages} />
        </section>
        <StoriesList stories={stories} />
        <p className="mx-auto mt-10 max-w-6xl px-4">
          <ReportLink kind="creator" id={profile.username} label={profile.page_name || profile.username} />
        </p>
        <div className="h-16" />
        {campaign && <CampaignPopup campaign={campaign} username={profile.username} name={profile.page_name || profile.username} />}
      </div>
    </ToastProvider>
  )
}
