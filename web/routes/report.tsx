import { ReportTargetQuery } from '../../contract/moderation-api.ts'
import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { reportAction } from '../features/moderation/report-action.server.ts'
import { ReportPage } from '../features/moderation/report-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/report'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'moderation', { noindex: true })

/** The item named by `?kind=&id=` as the public sees it (anything else is a 404). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, user } = getRequestContext(context)
  const query = ReportTargetQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) throw new Response(null, { status: 404 })
  const target = await services.reports.target(query.data).catch((error: { status?: number }) => {
    throw error.status === 404 ? new Response(null, { status: 404 }) : error
  })
  return {
    target,
    signedInAs: user?.username ?? null,
    i18n: routeTranslations(context, [
      'moderation.meta',
      'moderation.kinds',
      'moderation.categories',
      'moderation.form',
      'moderation.errors',
      'moderation.confirm',
    ]),
  }
}

export const action = (args: Route.ActionArgs) => reportAction(args)

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  const filed = actionData && 'filed' in actionData ? actionData.filed : undefined
  return <ReportPage key={loaderData.target.id} target={loaderData.target} signedInAs={loaderData.signedInAs} filed={filed} />
}
