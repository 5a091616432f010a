import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { lookAction } from '../features/images/look-actions.server.ts'
import { LookPage } from '../features/images/look-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/look'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'images', { section: 'look_page', noindex: true })

/** /dashboard/looks/:id: one own look's details and Publish, where the dashboard's form posts. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
  const { services } = getRequestContext(context)
  const [me, image, settings] = await Promise.all([
    loadCurrentUser(context, session),
    services.images.get(session, params.id).catch((error: { status?: number }) => {
      throw error.status === 404 || error.status === 400 ? new Response(null, { status: 404 }) : error
    }),
    services.images.uploadSettings(),
  ])
  return {
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    image,
    maxDays: settings.max_expiry_days,
    saved: new URL(request.url).searchParams.has('saved'),
    i18n: routeTranslations(context, ['images', 'dashboard']),
  }
}

export const action = (args: Route.ActionArgs) => lookAction(args, args.params.id)

export default function Look({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && 'failure' in actionData ? actionData.failure : undefined
  return <LookPage {...loaderData} failure={failure} />
}
