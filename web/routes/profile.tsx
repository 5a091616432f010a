import { accountMeta } from '../features/auth/page-meta.ts'
import { profileAction } from '../features/profile/profile-action.server.ts'
import { ProfilePage } from '../features/profile/profile-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import type { Route } from './+types/profile'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'profile', { noindex: true })

/** Signed-in accounts only; a visitor goes to /login. */
export async function loader({ context }: Route.LoaderArgs) {
  const me = await loadCurrentUser(context, requireUser(context, { redirectTo: '/login' }))
  return {
    profile: {
      username: me.username,
      email: me.email,
      page_name: me.page_name,
      phone: me.phone,
      birthdate: me.birthdate,
      gender: me.gender,
      country: me.country,
      specialization: me.specialization,
      introduction: me.introduction,
      photo: me.photo,
    },
    user: { username: me.username, photo: me.photo, role: me.role, plan_type: me.plan_type, badge_verified: me.badge_verified },
    i18n: routeTranslations(context, ['profile', 'account', 'auth', 'dashboard', 'login', 'pricing', 'register']),
  }
}

/** The profile form (with its photo) posted before the page's script runs, or without it. */
export const action = (args: Route.ActionArgs) => profileAction(args)

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} user={loaderData.user} />
}
