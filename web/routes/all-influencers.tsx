import { DIRECTORY_PAGE_SIZE, DirectoryQuery } from '../../contract/public.ts'
import { getRequestContext } from '../context.ts'
import { DirectoryPage } from '../features/public/directory-page.tsx'
import { totalPages } from '../features/public/query-url.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/all-influencers'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'public.directory', { keepParams: ['page', 'country'] })

/** /allinfluencers: search, country and page from the URL, server-rendered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const query = DirectoryQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  const [result, countries] = await Promise.all([services.public.directory(query), services.public.countries()])
  return {
    result,
    countries,
    query,
    totalPages: totalPages(result.total, query.limit ?? DIRECTORY_PAGE_SIZE),
    i18n: routeTranslations(context, ['public']),
  }
}

export default function AllInfluencers({ loaderData }: Route.ComponentProps) {
  const { result, countries, query, totalPages } = loaderData
  return (
    <DirectoryPage
      data={result}
      countries={countries}
      page={query.page}
      totalPages={totalPages}
      search={query.search}
      country={query.country}
    />
  )
}
