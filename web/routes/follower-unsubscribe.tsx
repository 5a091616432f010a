import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { UnsubscribePage } from '../features/followers/follower-pages.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/follower-unsubscribe'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'followers', { section: 'unsubscribe', noindex: true })

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const target = await services.followers.unsubscribeTarget(params.token).catch(() => 'invalid' as const)
  return {
    target,
    i18n: routeTranslations(context, [
      // One component file serves the three pages.
      'followers.meta',
      'followers.confirm',
      'followers.unsubscribe',
      'followers.manage',
      'followers.errors',
      'followers.form',
    ]),
  }
}

export default function FollowerUnsubscribe({ params, loaderData }: Route.ComponentProps) {
  return <UnsubscribePage key={params.token} token={params.token} target={loaderData.target} />
}
