import { Suspense } from 'react'
import { loadTrends } from '../features/public/public-data.server.ts'
import { lazyNamed } from '../lib/lazy-named.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/trends'

/** Anonymous visits are served from the short-lived HTML cache (dropped when the creator changes something). */
export const handle = { htmlCache: true }

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'public.trends', { keepParams: ['page', 'category'] })

/** /trends: search, category and page from the URL, server-rendered. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadTrends(context, request)

const TrendsPage = lazyNamed(() => import('../features/public/trends-page.tsx'), 'TrendsPage')

export default function Trends({ loaderData }: Route.ComponentProps) {
  const { images, categories, query, totalPages, morePages, publicUrl } = loaderData
  return (
    <Suspense>
      <TrendsPage
        images={images}
        categories={categories}
        page={query.page}
        totalPages={totalPages}
        morePages={morePages}
        search={query.search}
        category={query.category}
        publicUrl={publicUrl}
      />
    </Suspense>
  )
}
