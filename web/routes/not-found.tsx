import { data } from 'react-router'
import { ErrorPage } from '../components/error-page.tsx'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/not-found'

/** Any unknown page: a real 404 status with the page in the visitor's language. */
export function loader() {
  return data(null, { status: 404 })
}

export const meta: Route.MetaFunction = (args) => [...pageMeta(args, 'errors'), { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return <ErrorPage status={404} />
}
