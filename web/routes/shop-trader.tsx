import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { saveTraderAction } from '../features/traders/trader-action.server.ts'
import { TraderFormPage } from '../features/traders/trader-form-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { requireUser } from '../lib/guards.ts'
import type { Route } from './+types/shop-trader'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'traders', { noindex: true })

/** The seller's trader details (DSA Art. 30), AI plan only like My Shop; the service checks again. */
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireUser(context, { redirectTo: '/login', plan: 'ai', otherwise: '/subscription' })
  const { services } = getRequestContext(context)
  return {
    trader: await services.traders.mine(session),
    i18n: routeTranslations(context, ['traders.meta', 'traders.form', 'traders.state']),
  }
}

export const action = (args: Route.ActionArgs) => saveTraderAction(args)

export default function ShopTrader({ loaderData }: Route.ComponentProps) {
  return <TraderFormPage trader={loaderData.trader} />
}
