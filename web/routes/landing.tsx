import { LandingPage } from '../features/landing/landing-page.tsx'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/landing'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'landing')

export default function Page() {
  return <LandingPage />
}
