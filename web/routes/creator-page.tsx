import { data, isRouteErrorResponse, useRouteError } from 'react-router'
import { PublicProfileQuery } from '../../contract/public.ts'
import { ErrorPage } from '../components/error-page.tsx'
import { getRequestContext } from '../context.ts'
import { creatorMeta } from '../features/public/creator-meta.ts'
import { CreatorPage } from '../features/public/creator-page.tsx'
import { ProfileStatus, type StatusTexts } from '../features/public/profile-status.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/creator-page'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** /{username}: the creator's page, server-rendered; filters, search and page come from the URL. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, publicUrl, catalog } = getRequestContext(context)
  const url = new URL(request.url)
  const query = PublicProfileQuery.parse(Object.fromEntries(url.searchParams))
  try {
    const [profile, stories] = await Promise.all([
      services.public.profile(params.username, query),
      services.public.stories(params.username),
    ])
    const shared = url.searchParams.get('image')
    return {
      profile,
      stories,
      query,
      sharedImage: shared && UUID.test(shared) ? shared : null,
      pageUrl: `${publicUrl}/${encodeURIComponent(profile.username)}`,
      i18n: routeTranslations(context, ['public']),
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    const status = code === 'INFLUENCER_NOT_FOUND' ? 404 : code === 'ACCOUNT_NOT_APPROVED' ? 403 : null
    if (!status) throw error
    // The route's texts never reach an error boundary through loader data, so they travel here.
    const texts = (catalog.public as { status: StatusTexts }).status
    throw data({ texts }, { status })
  }
}

export const meta: Route.MetaFunction = (args) => {
  if (!args.loaderData) {
    const error = args.error
    const texts = isRouteErrorResponse(error) ? (error.data as { texts?: StatusTexts } | undefined)?.texts : undefined
    const title = texts
      ? error && isRouteErrorResponse(error) && error.status === 403
        ? texts.not_approved
        : texts.user_not_found
      : undefined
    return pageMeta(args, 'errors', { title, noindex: true })
  }
  return creatorMeta(args, args.loaderData.profile, args.loaderData.sharedImage)
}

export default function Creator({ loaderData }: Route.ComponentProps) {
  const { profile, stories, query, pageUrl } = loaderData
  return <CreatorPage profile={profile} stories={stories} search={query.search} category={query.category} pageUrl={pageUrl} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 403)) {
    const texts = (error.data as { texts?: StatusTexts } | undefined)?.texts
    if (texts) return <ProfileStatus status={error.status} texts={texts} />
  }
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
}
