import { useTranslation } from 'react-i18next'
import { accountMeta } from '../features/auth/page-meta.ts'
import { resetPasswordAction } from '../features/auth/reset-actions.server.ts'
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx'
import { StatusCard } from '../features/auth/status-card.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/reset-password'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'reset', { section: 'new', noindex: true })

export const loader = ({ context }: Route.LoaderArgs) => ({
  i18n: routeTranslations(context, ['reset', 'register', 'auth', 'login', 'pricing']),
})

export const action = (args: Route.ActionArgs) => resetPasswordAction(args, args.params.token)

export default function ResetPassword({ params, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <StatusCard icon="key" title={t('reset.new.title')}>
      <p className="mb-8">{t('reset.new.subtitle')}</p>
      {/* Keyed by token: a second link opened in the same tab starts with a clean form. */}
      <ResetPasswordForm key={params.token} token={params.token} done={Boolean(actionData && 'reset' in actionData)} />
    </StatusCard>
  )
}
