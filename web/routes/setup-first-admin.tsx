import { useTranslation } from 'react-i18next'
import { getRequestContext } from '../context.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { StatusCard } from '../features/auth/status-card.tsx'
import { FirstAdminForm } from '../features/setup/first-admin-form.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/setup-first-admin'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'setup', { section: 'first_admin', noindex: true })

/** The link is checked on the server: a used, wrong or expired one shows why, never the form. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  return {
    state: await services.setup.firstAdmin.state(params.token),
    i18n: routeTranslations(context, ['setup.first_admin', 'register.hints', 'auth', 'login']),
  }
}

/** /setup/:token: the first admin of a production instance, from the link printed at its start. */
export default function SetupFirstAdmin({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation()
  if (loaderData.state !== 'open') {
    return (
      <StatusCard icon="error" title={t('setup.first_admin.title')}>
        <p>{t(loaderData.state === 'expired' ? 'setup.first_admin.link_expired' : 'setup.first_admin.link_invalid')}</p>
      </StatusCard>
    )
  }
  return (
    <StatusCard icon="key" title={t('setup.first_admin.title')}>
      <p className="mb-8">{t('setup.first_admin.intro')}</p>
      <FirstAdminForm token={params.token} />
    </StatusCard>
  )
}
