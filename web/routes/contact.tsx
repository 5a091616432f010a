import { ContactPage } from '../features/contact/contact-page.tsx'
import { pageMeta } from '../seo.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'contact')

export default function Contact() {
  return <ContactPage />
}
