import { accountMeta } from '../features/auth/page-meta.ts'
import { LocalConnectPage } from '../features/shop/local-connect-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { requireUser } from '../lib/guards.ts'
import type { Route } from './+types/shop-connect-local'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'shop', { section: 'connect', noindex: true })

/** /shop/connect/local: the built-in provider's onboarding (where "Connect Stripe" leads without Stripe keys). */
export function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', plan: 'ai', otherwise: '/subscription' })
  return { username: session.username, i18n: routeTranslations(context, ['shop']) }
}

export default function ShopConnectLocal({ loaderData }: Route.ComponentProps) {
  return <LocalConnectPage username={loaderData.username} />
}
