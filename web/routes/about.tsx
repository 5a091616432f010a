import { Suspense } from 'react'
import { routeTranslations } from '../i18n/route-translations.ts'
import { lazyNamed } from '../lib/lazy-named.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'about')

/** Public and the same for every visitor: served from the server's short-lived HTML cache. */
export const handle = { htmlCache: true }

export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['about']) })

const AboutPage = lazyNamed(() => import('../features/about/about-page.tsx'), 'AboutPage')

export default function About() {
  return (
    <Suspense>
      <AboutPage />
    </Suspense>
  )
}
