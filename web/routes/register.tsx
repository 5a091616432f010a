import { parsePlanQuery } from '../../contract/plans.ts'
import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { registerAction } from '../features/auth/register-action.server.ts'
import { RegisterPage } from '../features/auth/register-page.tsx'
import { PlanPricesProvider } from '../features/pricing/plan-prices-context.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { redirectSignedIn } from '../lib/guards.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'register')

/**
 * A signed-in account does not register again: on to its home. A plan chosen on /pricing without
 * the page's script arrives in the query (`?planType=&billingCycle=`), so the form shows at once.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  redirectSignedIn(context)
  const prices = await getRequestContext(context).services.planPrices.prices()
  const chosen = parsePlanQuery(new URL(request.url).searchParams)
  return { prices, chosen, i18n: routeTranslations(context, ['register', 'auth', 'login', 'pricing']) }
}

export const action = (args: Route.ActionArgs) => registerAction(args)

export default function Register({ loaderData }: Route.ComponentProps) {
  return (
    <PlanPricesProvider prices={loaderData.prices}>
      <RegisterPage chosen={loaderData.chosen} />
    </PlanPricesProvider>
  )
}
