import { ContactPage } from '../features/contact/contact-page.tsx'
import { routeTranslations } from '../i18n/route-translations.ts'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'contact')

export const loader = ({ context }: Route.LoaderArgs) => ({ i18n: routeTranslations(context, ['contact', 'auth']) })

export default function Contact() {
  return <ContactPage />
}
