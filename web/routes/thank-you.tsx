import { USERNAME_PATTERN } from '../../contract/auth.ts'
import { ThankYouPage } from '../features/shop/thank-you-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/thank-you'

/** /thank-you?u={username}: where a paid shop checkout lands. */
export function loader({ request, context }: Route.LoaderArgs) {
  const u = new URL(request.url).searchParams.get('u')?.trim() ?? ''
  return { username: USERNAME_PATTERN.test(u) ? u : null, i18n: routeTranslations(context, ['shop']) }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'shop.thank_you', { noindex: true })

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage username={loaderData.username} />
}
