import { getRequestContext } from '../context.ts'
import { notifierComplaintAction } from '../features/appeals/appeals-actions.server.ts'
import { NoticeOutcomePage } from '../features/appeals/notice-outcome-page.tsx'
import { accountMeta } from '../features/auth/page-meta.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/appeal-notice'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'appeals', { section: 'notifier', noindex: true })

/** /appeals/:token: a notifier's notice and the decision on it, from the signed link in their mail; no account needed. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const outcome = await getRequestContext(context)
    .services.appeals.noticeOutcome(params.token)
    .catch(() => null)
  return { outcome, i18n: routeTranslations(context, ['appeals', 'moderation.categories']) }
}

export const action = (args: Route.ActionArgs) => notifierComplaintAction(args, args.params.token)

export default function AppealNotice({ loaderData, actionData }: Route.ComponentProps) {
  return <NoticeOutcomePage outcome={loaderData.outcome} sent={Boolean(actionData && 'sent' in actionData)} />
}
