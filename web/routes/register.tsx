import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { RegisterPage } from '../features/auth/register-page.tsx'
import { PlanPricesProvider } from '../features/pricing/plan-prices-context.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { redirectSignedIn } from '../lib/guards.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'register')

/** A signed-in account does not register again: on to its home. */
export async function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context)
  const prices = await getRequestContext(context).services.planPrices.prices()
  return { prices, i18n: routeTranslations(context, ['register', 'auth', 'login', 'pricing']) }
}

export default function Register({ loaderData }: Route.ComponentProps) {
  return (
    <PlanPricesProvider prices={loaderData.prices}>
      <RegisterPage />
    </PlanPricesProvider>
  )
}
