import { FOLLOWER_GROWTH_DAYS, FOLLOWERS_PAGE_SIZE } from '../../contract/followers.ts'
import { GROWTH_DEFAULT_PERIOD } from '../../contract/growth.ts'
import { IMAGE_PAGE_SIZE } from '../../contract/images.ts'
import type { SocialLinks } from '../../contract/social.ts'
import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { dashboardAction } from '../features/dashboard/dashboard-actions.server.ts'
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { loadCurrentUser, requireUser } from '../lib/guards.ts'
import { keptRouteData } from '../lib/kept-route-data.ts'
import type { Route } from './+types/dashboard'

/** The most pages of looks a `?page=N` address reads at once. */
const MAX_IMAGE_PAGES = 20

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'dashboard', { noindex: true })

/**
 * Creators only: a visitor goes to /login, an admin to /admin. Each dashboard card's first read is
 * here; one that fails is passed as null and its card shows the error, the rest of the page works.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
  const me = await loadCurrentUser(context, session)
  let links: SocialLinks | null = null
  try {
    links = await getRequestContext(context).services.users.getSocialLinks(session)
  } catch {
    // The page still works; the forms show "Failed to load social links."
  }
  const { services } = getRequestContext(context)
  // "Load more" without script is a link to ?page=N: the first N pages of looks, read at once.
  const pages = Math.min(Math.max(Number.parseInt(new URL(request.url).searchParams.get('page') ?? '', 10) || 1, 1), MAX_IMAGE_PAGES)
  // A failed renewal or an ended subscription is shown on the dashboard with the way to fix it.
  const [subscription, images, uploadSettings, looks, stats, notifications, badge, growth, followers, followerDays, restricted] =
    await Promise.all([
      services.subscription.view(session).catch(() => null),
      services.images.list(session, { limit: IMAGE_PAGE_SIZE * pages, offset: 0 }),
      services.images.uploadSettings(),
      // The cards' 30-day numbers are hidden when they cannot be read; the page still works.
      services.growth.looks(session).catch(() => null),
      services.stats.get(session).catch(() => null),
      services.notifications.list(session).catch(() => null),
      me.badge_verified ? null : services.badges.mine(session).catch(() => null),
      services.growth.get(session, GROWTH_DEFAULT_PERIOD).catch(() => null),
      services.followers.list(session, { limit: FOLLOWERS_PAGE_SIZE, offset: 0 }).catch(() => null),
      services.followers.growth(session, FOLLOWER_GROWTH_DAYS).catch(() => null),
      // Looks a moderation decision keeps dark are marked in the list; unmarked when this cannot be read.
      services.appeals.restrictedLooks(session).catch(() => null),
    ])
  return {
    subscriptionAlert: subscription
      ? { payment_status: subscription.payment_status, grace_until: subscription.grace_until, ended_at: subscription.ended_at }
      : null,
    user: {
      username: me.username,
      page_name: me.page_name,
      photo: me.photo,
      role: me.role,
      plan_type: me.plan_type,
      badge_verified: me.badge_verified,
      images: me.images,
      introduction: me.introduction,
      specialization: me.specialization,
      country: me.country,
      phone: me.phone,
    },
    settings: { links, layoutStyle: me.layout_style },
    images: { images, settings: uploadSettings, looks, restricted },
    cards: { stats, notifications, badge, growth, followers: { list: followers, growth: followerDays } },
    i18n: routeTranslations(context, [
      'dashboard',
      'images',
      'tags',
      'badges',
      'notifications',
      'social',
      'stats',
      'growth',
      'auth',
      'login',
      'billing.subscription',
      'followers.dashboard',
      'followers.form.failed',
      'appeals.dashboard',
      'moderation.categories',
    ]),
  }
}

/** The dashboard's plain forms (public email, social links, layout style, badge request, a look's pin, premium, delete). */
export const action = (args: Route.ActionArgs) => dashboardAction(args)

const kept = keptRouteData<Awaited<ReturnType<typeof loader>>>()

/**
 * Coming back to the dashboard when its data cannot be fetched (offline, a failed answer), the page
 * stays and each card that reads its own data says it failed to load, with Retry. Redirects and a
 * first load still go to the error boundary: without the page's texts there is nothing to show.
 */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return kept.read(serverLoader, (shown) => ({
    ...shown,
    settings: { ...shown.settings, links: null },
    cards: { ...shown.cards, stats: null, growth: null, followers: { list: null, growth: null } },
  }))
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  kept.useShown(loaderData)
  return (
    <DashboardPage
      user={loaderData.user}
      settings={loaderData.settings}
      images={loaderData.images}
      cards={loaderData.cards}
      subscriptionAlert={loaderData.subscriptionAlert}
    />
  )
}
