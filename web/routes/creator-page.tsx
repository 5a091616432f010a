import { Suspense } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { creatorMeta } from '../features/public/creator-meta.ts'
import type { StatusTexts } from '../features/public/profile-status.tsx'
import { loadCreatorPage } from '../features/public/public-data.server.ts'
import { lazyNamed } from '../lib/lazy-named.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/creator-page'

/** Anonymous visits are served from the short-lived HTML cache (dropped when the creator changes something). */
export const handle = { htmlCache: true }

/** /{username}: the creator's page, server-rendered; filters, search and page come from the URL. */
export const loader = ({ params, request, context }: Route.LoaderArgs) => loadCreatorPage(context, request, params.username)

const statusTexts = (error: unknown) =>
  isRouteErrorResponse(error) ? (error.data as { texts?: StatusTexts } | undefined)?.texts : undefined

export const meta: Route.MetaFunction = (args) => {
  if (args.loaderData) return creatorMeta(args, args.loaderData.profile, args.loaderData.ogImage)
  const texts = statusTexts(args.error)
  const forbidden = isRouteErrorResponse(args.error) && args.error.status === 403
  return pageMeta(args, 'errors', { title: texts && (forbidden ? texts.not_approved : texts.influencer_not_found), noindex: true })
}

const CreatorPage = lazyNamed(() => import('../features/public/creator-page.tsx'), 'CreatorPage')
const CreatorError = lazyNamed(() => import('../features/public/profile-status.tsx'), 'CreatorError')

export default function Creator({ loaderData }: Route.ComponentProps) {
  const { profile, stories, categories, query, pageUrl, campaign } = loaderData
  return (
    <Suspense>
      <CreatorPage
        profile={profile}
        stories={stories}
        categories={categories}
        search={query.search}
        category={query.category}
        pageUrl={pageUrl}
        campaign={campaign}
      />
    </Suspense>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <Suspense>
      <CreatorError status={isRouteErrorResponse(error) ? error.status : 500} texts={statusTexts(error)} />
    </Suspense>
  )
}
