import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { ManageFollowingPage } from '../features/followers/follower-pages.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/follower-manage'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'followers', { section: 'manage', noindex: true })

export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const list = await services.followers.following(params.token).catch(() => null)
  return {
    list,
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

export default function FollowerManage({ params, loaderData }: Route.ComponentProps) {
  return <ManageFollowingPage key={params.token} token={params.token} list={loaderData.list} />
}
