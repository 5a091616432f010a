import { accountMeta } from '../features/auth/page-meta.ts'
import { ConfirmFollowPage } from '../features/followers/follower-pages.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/follower-confirm'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'followers', { section: 'confirm', noindex: true })

export const loader = ({ context }: Route.LoaderArgs) => ({
  i18n: routeTranslations(context, [
    // One component file serves the three pages.
    'followers.meta',
    'followers.confirm',
    'followers.unsubscribe',
    'followers.manage',
    'followers.errors',
    'followers.form',
  ]),
})

export default function FollowerConfirm({ params }: Route.ComponentProps) {
  return <ConfirmFollowPage key={params.token} token={params.token} />
}
