import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { CampaignPage } from '../features/campaigns/campaign-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/campaigns'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'campaigns', { noindex: true })

/**
 * Daily campaigns, for the AI plan. A visitor goes to /login; a creator on another plan to
 * /subscription, where the plan can be changed. The API checks again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', plan: 'ai', otherwise: '/subscription' })
  const me = await loadCurrentUser(context, session)
  // The page offers to ask again when this read fails.
  const check = await getRequestContext(context)
    .services.campaigns.checkToday(session)
    .catch(() => null)
  return {
    check,
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    i18n: routeTranslations(context, ['campaigns', 'dashboard', 'errors.campaigns']),
  }
}

export default function Campaign({ loaderData }: Route.ComponentProps) {
  return <CampaignPage user={loaderData.user} check={loaderData.check} />
}
