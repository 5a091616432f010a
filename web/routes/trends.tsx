import { TRENDS_PAGE_SIZE, TrendsQuery } from '../../contract/public.ts'
import { getRequestContext } from '../context.ts'
import { totalPages } from '../features/public/query-url.ts'
import { TrendsPage } from '../features/public/trends-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/trends'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'public.trends', { keepParams: ['page', 'category'] })

/** /trends: search, category and page from the URL, server-rendered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, publicUrl } = getRequestContext(context)
  const query = TrendsQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  const result = await services.public.trends(query)
  return {
    result,
    query,
    totalPages: totalPages(result.total, query.limit ?? TRENDS_PAGE_SIZE),
    publicUrl,
    i18n: routeTranslations(context, ['public']),
  }
}

export default function Trends({ loaderData }: Route.ComponentProps) {
  const { result, query, totalPages, publicUrl } = loaderData
  return (
    <TrendsPage
      data={result}
      page={query.page}
      totalPages={totalPages}
      search={query.search}
      category={query.category}
      publicUrl={publicUrl}
    />
  )
}
