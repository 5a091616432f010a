import { Suspense } from 'react'
import { routeTranslations } from '../i18n/route-translations.ts'
import { lazyNamed } from '../lib/lazy-named.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/home'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'landing')

/** Public and the same for every visitor: served from the server's short-lived HTML cache. */
export const handle = { htmlCache: true }

export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['landing']) })

const LandingPage = lazyNamed(() => import('../features/landing/landing-page.tsx'), 'LandingPage')

export default function Page() {
  return (
    <Suspense>
      <LandingPage />
    </Suspense>
  )
}
