import { accountMeta } from '../features/auth/page-meta.ts'
import { RegisterPage } from '../features/auth/register-page.tsx'
import { redirectSignedIn } from '../lib/guards.ts'
import type { Route } from './+types/register'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'register')

/** A signed-in account does not register again: on to its home. */
export function loader({ context }: Route.LoaderArgs) {
  redirectSignedIn(context)
  return null
}

export default function Register() {
  return <RegisterPage />
}
