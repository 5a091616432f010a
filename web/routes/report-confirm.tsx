import { accountMeta } from '../features/auth/page-meta.ts'
import { confirmReportAction } from '../features/moderation/report-action.server.ts'
import { ConfirmReportPage } from '../features/moderation/report-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/report-confirm'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'moderation', { section: 'confirm', noindex: true })

export const loader = ({ context }: Route.LoaderArgs) => ({
  i18n: routeTranslations(context, [
    'moderation.meta',
    'moderation.confirm',
    'moderation.errors',
    // One component file serves both pages.
    'moderation.form',
    'moderation.kinds',
    'moderation.categories',
  ]),
})

export const action = (args: Route.ActionArgs) => confirmReportAction(args, args.params.token)

export default function ReportConfirm({ actionData, params }: Route.ComponentProps) {
  return <ConfirmReportPage key={params.token} confirmed={Boolean(actionData && 'confirmed' in actionData)} />
}
