import { accountMeta } from '../features/auth/page-meta.ts'
import { RegisterSuccessPage } from '../features/auth/register-success-page.tsx'
import type { Route } from './+types/register-success'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'register', { section: 'success', noindex: true })

export default function RegisterSuccess() {
  return <RegisterSuccessPage />
}
