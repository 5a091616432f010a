import { Suspense } from 'react'
import { loadDirectory } from '../features/public/public-data.server.ts'
import { lazyNamed } from '../lib/lazy-named.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/directory'

/** Anonymous visits are served from the short-lived HTML cache (dropped when the creator changes something). */
export const handle = { htmlCache: true }

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'public.directory', { keepParams: ['page', 'country'] })

/** /allinfluencers: search, country and page from the URL, server-rendered. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadDirectory(context, request)

const DirectoryPage = lazyNamed(() => import('../features/public/directory-page.tsx'), 'DirectoryPage')

export default function Directory({ loaderData }: Route.ComponentProps) {
  const { result, countries, query, totalPages } = loaderData
  return (
    <Suspense>
      <DirectoryPage
        data={result}
        countries={countries}
        page={query.page}
        totalPages={totalPages}
        search={query.search}
        country={query.country}
      />
    </Suspense>
  )
}
