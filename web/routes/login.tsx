import { loginAction } from '../features/auth/auth-actions.server.ts'
import { LoginPage } from '../features/auth/login-page.tsx'
import { accountMeta } from '../features/auth/page-meta.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { redirectSignedIn } from '../lib/guards.ts'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'login')

/** Someone already signed in has nothing to do here: on to their home. */
export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context)
  return { i18n: routeTranslations(context, ['login', 'auth', 'pricing']) }
}

export const action = (args: Route.ActionArgs) => loginAction(args)

export default function Login() {
  return <LoginPage />
}
