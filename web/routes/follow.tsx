import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { followAction } from '../features/followers/follow-action.server.ts'
import { FollowPage } from '../features/followers/follow-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/follow'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'followers', { noindex: true })

/** The creator's names (a creator who is not public is the API's 404). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const card = await services.public.creatorCard(params.username).catch((error: { status?: number }) => {
    throw error.status === 404 || error.status === 403 ? new Response(null, { status: 404 }) : error
  })
  return {
    name: card.pageName || card.username,
    i18n: routeTranslations(context, ['followers.meta', 'followers.form', 'followers.errors']),
  }
}

export const action = (args: Route.ActionArgs) => followAction(args, args.params.username)

export default function Follow({ loaderData, actionData, params }: Route.ComponentProps) {
  const sent = Boolean(actionData && 'sent' in actionData)
  return <FollowPage key={params.username} username={params.username} name={loaderData.name} sent={sent} />
}
