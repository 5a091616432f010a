import { data } from 'react-router'
import { USERNAME_PATTERN } from '../../contract/auth.ts'
import { getRequestContext } from '../context.ts'
import { cartCookie } from '../features/shop/cart-cookie.ts'
import { ThankYouPage } from '../features/shop/thank-you-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/thank-you'

/** /thank-you?u={username}: where a paid shop checkout lands; the seller's cookie cart (decision 0084) is emptied. */
export function loader({ request, context }: Route.LoaderArgs) {
  const u = new URL(request.url).searchParams.get('u')?.trim() ?? ''
  const username = USERNAME_PATTERN.test(u) ? u : null
  const secure = getRequestContext(context).publicUrl.startsWith('https:')
  const headers = username ? { 'Set-Cookie': cartCookie(username, [], secure) } : undefined
  return data({ username, i18n: routeTranslations(context, ['shop']) }, { headers })
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'shop.thank_you', { noindex: true })

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage username={loaderData.username} />
}
