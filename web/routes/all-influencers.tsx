import { DirectoryPage } from '../features/public/directory-page.tsx'
import { loadDirectory } from '../features/public/public-data.server.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/all-influencers'

/** Anonymous visits are served from the short-lived HTML cache (dropped when the creator changes something). */
export const handle = { htmlCache: true }

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'public.directory', { keepParams: ['page', 'country'] })

/** /allinfluencers: search, country and page from the URL, server-rendered. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDirectory(context, request)

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
