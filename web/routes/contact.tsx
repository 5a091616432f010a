import { contactAction } from '../features/contact/contact-action.server.ts'
import { ContactPage } from '../features/contact/contact-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'contact')

export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['contact', 'auth']) })

export const action = (args: Route.ActionArgs) => contactAction(args)

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage sent={Boolean(actionData && 'sent' in actionData)} />
}
