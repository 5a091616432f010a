import { accountMeta } from '../features/auth/page-meta.ts'
import { RegisterSuccessPage } from '../features/auth/register-success-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/register-success'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'register', { section: 'success', noindex: true })

export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['register', 'login', 'pricing']) })

export default function RegisterSuccess() {
  return <RegisterSuccessPage />
}
