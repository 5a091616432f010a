import { accountMeta } from '../features/auth/page-meta.ts'
import { RequestResetPage } from '../features/auth/request-reset-page.tsx'
import { requestResetAction } from '../features/auth/reset-actions.server.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/request-reset'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'reset', { section: 'request', noindex: true })

export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['reset', 'login']) })

export const action = (args: Route.ActionArgs) => requestResetAction(args)

export default function RequestReset({ actionData }: Route.ComponentProps) {
  return <RequestResetPage sent={actionData && 'sent' in actionData ? { email: actionData.email } : null} />
}
