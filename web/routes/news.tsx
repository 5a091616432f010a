import { ComingSoon } from '../features/news/coming-soon.tsx'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/news'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'news')

export default function News() {
  return <ComingSoon />
}
