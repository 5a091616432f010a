import { accountMeta } from '../features/auth/page-meta.ts'
import { RequestResetPage } from '../features/auth/request-reset-page.tsx'
import type { Route } from './+types/request-reset'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'reset', { section: 'request', noindex: true })

export default function RequestReset() {
  return <RequestResetPage />
}
