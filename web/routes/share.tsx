import { SHARE_ERRORS, type ShareError } from '../../contract/install.ts'
import { accountMeta } from '../features/auth/page-meta.ts'
import { ShareResultPage } from '../features/install/share-result-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import type { Route } from './+types/share'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'install', { section: 'share', noindex: true })

/** /share: where the share target's post lands when it refused the photos (`?error=` names why); names no account. */
export function loader({ context, request }: Route.LoaderArgs) {
  const error = new URL(request.url).searchParams.get('error')
  const reason: ShareError = SHARE_ERRORS.includes(error as ShareError) ? (error as ShareError) : 'failed'
  return { reason, i18n: routeTranslations(context, ['install.share']) }
}

export default function Share({ loaderData }: Route.ComponentProps) {
  return <ShareResultPage reason={loaderData.reason} />
}
