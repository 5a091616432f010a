import { ComingSoon } from '../features/news/coming-soon.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/news'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'news')

/** Public and the same for every visitor: served from the server's short-lived HTML cache. */
export const handle = { htmlCache: true }

export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['news']) })

export default function News() {
  return <ComingSoon />
}
