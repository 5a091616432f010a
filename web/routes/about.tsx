import { AboutPage } from '../features/about/about-page.tsx'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/about'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'about')

export default function About() {
  return <AboutPage />
}
