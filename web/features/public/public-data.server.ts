import { data, type RouterContextProvider } from 'react-router'
import { couldBeUsername, RESERVED_USERNAMES } from '../../../contract/auth.ts'
import { formatDate } from '../../../contract/dates.ts'
import { IMAGE_CATEGORIES } from '../../../contract/images.ts'
import { formatMoney } from '../../../contract/intl.ts'
import type { Language } from '../../../contract/language.ts'
import { safeHttpUrl } from '../../../contract/links.ts'
import {
  creatorOgImagePath,
  DirectoryQuery,
  imageOgImagePath,
  type PublicImage,
  type PublicProfile,
  PublicProfileQuery,
  type PublicStory,
  TRENDS_TOTAL_CAP,
  TrendsQuery,
} from '../../../contract/public.ts'
import { tagRedirectPath } from '../../../contract/tracking.ts'
import { getRequestContext } from '../../context.ts'
import { countryName, countryOptions } from '../../i18n/country-names.ts'
import { routeTranslations } from '../../i18n/route-translations.ts'
import { errorCodeOf, errorResponse } from '../../lib/api-error.ts'
import { shownVariants } from '../images/responsive-picture.tsx'
import type { StatusTexts } from './profile-status.tsx'
import { totalPages } from './query-url.ts'
import type { ImageView, ProfileView, StoryView } from './view-types.ts'

/**
 * Server only (the public routes' loaders): reads through the request's services and turns the
 * API shapes into what the pages render (view-types.ts). Being a `.server` module, none of this
 * (nor zod, which the contract modules bring) reaches the browser.
 */

/**
 * Only what the cards render: `filename`, `created_at`, the raw expiry date and the JPEG variants
 * (the page shows WebP, decision 0041) would ride along in every page's loader data.
 */
export function imageView(
  { tags, filename: _filename, created_at: _created, expiry_date, ...image }: PublicImage,
  lang: Language,
): ImageView {
  return {
    ...image,
    variants: shownVariants(image.variants),
    expiry_label: formatDate(expiry_date, lang),
    tags: tags.map((tag) => {
      const safe = safeHttpUrl(tag.link)
      const product = tag.product
      return {
        id: tag.id,
        x_percent: tag.x_percent,
        y_percent: tag.y_percent,
        href: tagRedirectPath(tag.id),
        host: safe ? new URL(safe).hostname.replace(/^www\./, '') : '',
        // The price in the page's language, formatted here: the browser then creates no Intl formatter (decision 0032).
        product:
          product && (product.name || product.price_minor !== null)
            ? {
                name: product.name,
                brand: product.brand,
                price_label:
                  product.price_minor !== null && product.currency ? formatMoney(product.price_minor, product.currency, lang) : null,
                out_of_stock: product.availability === 'out_of_stock',
                picture: product.image_url,
              }
            : null,
      }
    }),
  }
}

/** Social links that are not http(s) (e.g. `javascript:`) never reach the page. */
export function profileView(profile: PublicProfile, lang: Language): ProfileView {
  return {
    ...profile,
    instagram: safeHttpUrl(profile.instagram),
    facebook: safeHttpUrl(profile.facebook),
    tiktok: safeHttpUrl(profile.tiktok),
    images: profile.images.map((image) => imageView(image, lang)),
    premiumImages: profile.premiumImages.map((image) => imageView(image, lang)),
  }
}

export function storiesView(stories: PublicStory[], lang: Language): StoryView[] {
  return stories.flatMap((story) => {
    const url = safeHttpUrl(story.story_url)
    return url ? [{ ...story, story_url: url, submitted_label: formatDate(story.submitted_at, lang) }] : []
  })
}

/** The share image: of one photo when the link came from a photo's share button, else the creator's. */
export function ogImageOf(username: string, imageId: string | null) {
  return imageId ? imageOgImagePath(imageId) : creatorOgImagePath(username)
}

type Context = Readonly<RouterContextProvider>
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const paramsOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/**
 * /{username}: the page's data, or a 404 / 403 response for the route's error boundary. The
 * status texts travel with the error because an error boundary gets no loader data.
 */
export async function loadCreatorPage(context: Context, request: Request, username: string) {
  // `/favicon.png`, `/wp-login.php`: not a creator that is missing, just no such page.
  if (!couldBeUsername(username)) throw data(null, { status: 404 })
  const { services, publicUrl, catalog, lang } = getRequestContext(context)
  const query = PublicProfileQuery.parse(paramsOf(request))
  try {
    // A failed campaign lookup only costs the popup (spec: the campaign fetch failure is ignored).
    const [profile, stories, campaign] = await Promise.all([
      services.public.profile(username, query),
      services.public.stories(username),
      services.campaigns.active(username).catch(() => null),
    ])
    const param = new URL(request.url).searchParams.get('image')
    // A shared photo that is no longer public (restricted, hidden, expired) falls back to the creator's card.
    const shared = param && UUID.test(param) && (await services.public.visibleImage(param))?.username === profile.username ? param : null
    return {
      profile: profileView(profile, lang),
      stories: storiesView(stories, lang),
      categories: IMAGE_CATEGORIES,
      query,
      ogImage: ogImageOf(profile.username, shared),
      pageUrl: `${publicUrl}/${encodeURIComponent(profile.username)}`,
      campaign,
      // Only what the page renders: its data is part of its HTML (docs/decisions/0047).
      i18n: routeTranslations(context, [
        'public.meta',
        'public.profile',
        'public.card',
        'tags.card',
        'public.disclosure',
        'public.share',
        'public.carousel',
        'public.categories',
        'public.pagination',
        'public.campaign_popup',
        'followers.button',
        'moderation.report',
        'moderation.report_label',
      ]),
    }
  } catch (error) {
    // `/setup`, `/api`: a word no one may register as a username is no missing creator either.
    if (errorCodeOf(error) === 'INFLUENCER_NOT_FOUND' && RESERVED_USERNAMES.has(username.toLowerCase())) throw data(null, { status: 404 })
    throw errorResponse(error, ['INFLUENCER_NOT_FOUND', 'ACCOUNT_NOT_APPROVED'], {
      texts: (catalog.public as { status: StatusTexts }).status,
    })
  }
}

/** /trends: search, category and page from the URL. */
export async function loadTrends(context: Context, request: Request) {
  const { services, publicUrl, lang } = getRequestContext(context)
  const query = TrendsQuery.parse(paramsOf(request))
  const result = await services.public.trends(query)
  return {
    images: result.images.map((image) => imageView(image, lang)),
    categories: IMAGE_CATEGORIES,
    query,
    totalPages: totalPages(result.total, query.limit),
    // Trends counts only up to a cap: a full page at or past it means there may be more.
    morePages: result.total >= TRENDS_TOTAL_CAP && result.images.length === query.limit,
    publicUrl,
    i18n: routeTranslations(context, [
      'public.trends',
      'public.card',
      'tags.card',
      'public.disclosure',
      'public.share',
      'public.categories',
      'public.pagination',
      'public.profile.empty',
      'public.profile.categories_label',
      'public.profile.search_submit',
      'public.profile.clear_search',
      'moderation.report',
      'moderation.report_label',
    ]),
  }
}

/** /allinfluencers: search, country and page from the URL, and the countries to choose from. */
export async function loadDirectory(context: Context, request: Request) {
  const { services, lang } = getRequestContext(context)
  const query = DirectoryQuery.parse(paramsOf(request))
  const [result, countries] = await Promise.all([services.public.directory(query), services.public.countries()])
  // Country names in the page's language, named here so the browser hydrates the same text.
  const data = result.data.map((creator) => ({ ...creator, country: creator.country && countryName(creator.country, lang) }))
  return {
    result: { ...result, data },
    countries: countryOptions(countries, lang),
    query,
    totalPages: totalPages(result.total, query.limit),
    i18n: routeTranslations(context, [
      'public.directory',
      'public.pagination',
      'public.profile.verified',
      'public.profile.search_submit',
      'public.profile.clear_search',
    ]),
  }
}
